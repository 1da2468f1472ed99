// Calls by name: who an utterance addresses in all its pieces, and the description a call shows to
// be a named person («"Иван Игнатьич!" — сказала капитанша кривому старичку»).
import type { ParagraphWork, SpeakerContext } from './attribution.ts';
import { analyzeWord } from './morphology.ts';
import type { Piece } from './segment-lines.ts';
import { words } from './text.ts';
import type { AnalyzedLine } from './types.ts';
import { vocativesIn } from './vocatives.ts';

/** Names called in the pieces that continue speech piece k after its tag. */
export function laterCalls(p: ParagraphWork, k: number, ctx: SpeakerContext): string[] {
  const out: string[] = [];
  for (let i = k + 2; i < p.pieces.length && p.pieces[i].kind !== 'narration' && isContinuation(p, i, ctx.language); i += 2) {
    out.push(...vocativesIn(p, p.pieces[i], ctx));
  }
  return out;
}

/** The described addressee in the tag of speech piece k («сказала … кривому старичку») is `who`. */
export function linkAddressee(p: ParagraphWork, k: number, who: string, ctx: SpeakerContext): void {
  if (ctx.language !== 'ru') return;
  // The call opens the speech, and the tag right after it names the one called.
  const first = p.mentions.find((m) => m.start >= p.pieces[k].start && m.end <= p.pieces[k].end);
  if (!first || p.text.slice(p.pieces[k].start, first.start).trim() !== '' || ctx.registry.resolve(first) !== who) return;
  const tags = [p.pieces[k + 1]].filter((x): x is Piece => x?.kind === 'narration' && x.remark);
  for (const tag of tags) {
    for (const w of words(tag.text).slice(0, 6)) {
      const info = analyzeWord(w.text.toLowerCase());
      if (!info.animate || !info.cases.has('datv') || /^[А-ЯЁ]/.test(w.text)) continue;
      if (info.animate.gender && ctx.genderOf(who) && info.animate.gender !== ctx.genderOf(who)) continue;
      if (ctx.links.has(info.animate.lemma)) continue;
      ctx.chapterLinks.set(info.animate.lemma, who);
      ctx.shownLinks.add(info.animate.lemma);
      return;
    }
  }
}

/** Lines given to a description the chapter later showed to be a named person go to that person. */
export function relabelLinked(lines: AnalyzedLine[], ctx: SpeakerContext): void {
  for (const lemma of ctx.shownLinks) {
    const who = ctx.chapterLinks.get(lemma);
    if (!who) continue;
    for (const l of lines) {
      if (l.speaker !== ctx.describedKey(lemma)) continue;
      l.speaker = who;
      l.confidence = Math.min(l.confidence, 0.65);
      l.review = l.confidence < ctx.reviewBelow();
      l.issue = ctx.msg.descriptorIs(lemma, ctx.nameOf(who));
    }
  }
  ctx.shownLinks.clear();
}

/** «— Да, — сказал Иван. — Пойдём»: the speech after a tag goes on with the same speaker. */
export function isContinuation(p: ParagraphWork, k: number, language: string): boolean {
  const pc = p.pieces[k];
  if (pc.continues !== undefined) return pc.continues;
  if (language === 'ru') return false;
  return p.pieces[k - 1]?.remark === true && p.pieces[k - 2] !== undefined && p.pieces[k - 2].kind !== 'narration';
}
