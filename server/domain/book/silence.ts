// A speech whose speaker the narration before it tells by silence: «Тимофеич помялся и ничего не
// отвечал. / — Отец здоров?» — the one who stayed silent does not speak next; the last speaker goes on.
import type { ParagraphWork, SpeakerContext } from './speaker-context.ts';
import { UNKNOWN_KEY, type Decision, type Situation } from './resolve.ts';
import { sentences } from './subjects.ts';

/** Index of the paragraph's first speech piece (-1 when it has none). */
export function firstSpeech(p: ParagraphWork): number {
  return p.pieces.findIndex((x) => x.kind !== 'narration');
}

// «ничего не отвечал», «не ответила», «промолчал», «замолчал»: the subject said nothing (one person:
// «все опять молчали» says nothing of who speaks next). «не нашелся ответить», «не знал, что отвечать»,
// «не нашлась, что сказать» say the same with a verb of finding or knowing before the infinitive.
const SILENT = /(?:^|[\s,;])(?:ничего\s+)?не\s+(?:от|по)?(?:веча|вети|говори|сказа|возрази)ла?(?![а-яё])|(?:^|[\s,;])(?:про|с|за)?молчала?(?![а-яё])|(?:^|[\s,;])(?:ничего\s+)?не\s+(?:нашел(?:ся)?|нашла(?:сь)?|знала?)[\s,]+(?:(?:что|чем)[\s,]+)?(?:от|по)?(?:вечать|ветить|сказать|возразить)(?![а-яё])/u;

/**
 * «В город тебе? — спросил Базаров. / Тимофеич помялся и ничего не отвечал. / — Отец здоров?»: the
 * narration just before says its subject stayed silent, so the one who spoke last goes on.
 */
export function silentAnswer(p: ParagraphWork, k: number, s: Situation, ctx: SpeakerContext, previousNarration: ParagraphWork | null, afterTag: boolean): Decision | null {
  const here = p.pieces[k - 1]?.kind === 'narration' && !afterTag;
  const text = here ? p.pieces[k - 1].text : k === firstSpeech(p) && previousNarration ? previousNarration.text : '';
  const told = here ? s.local : s.before;
  const quiet = told[told.length - 1]?.key;
  const spans = sentences(text);
  const last = spans[spans.length - 1];
  if (!quiet || !last || !SILENT.test(text.slice(last[0], last[1]).toLowerCase())) return null;
  const speaker = ctx.discourse.lastTurn()?.key;
  if (!speaker || speaker === quiet || speaker === UNKNOWN_KEY || s.exclude.has(speaker)) return null;
  return { speaker, confidence: 0.7, issue: ctx.msg.turnsWeak(ctx.nameOf(speaker)), basis: 'silentOther' };
}
