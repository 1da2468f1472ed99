// A speech that says its speaker's own name: «Меня зовут Эрастом», «Мармеладов — такая моя фамилия»,
// «— Я Одинцова, — промолвила она». The one named speaks it (the speech does not talk about them), and
// a described person the rules took for the speaker («дама», «чиновник») is that person in the chapter.
import type { ParagraphWork, SpeakerContext } from './speaker-context.ts';
import type { Decision } from './resolve.ts';
import type { Piece } from './segment-lines.ts';

// Right before the name: «меня зовут», «зовут меня», «моя фамилия», «фамилия моя», «я» opening a sentence.
const BEFORE = /(?:(?:меня\s+зовут|зовут\s+меня|моя\s+фамилия|фамилия\s+моя|мое\s+имя|моё\s+имя)\s*[—–-]?\s*|(?:^|[.!?…]\s+)я\s*[—–-]?\s*)$/iu;
// Right after it: «Мармеладов — такая фамилия», «— моя фамилия».
const AFTER = /^\s*[—–-]?\s*(?:такая|моя|такова)\s+(?:моя\s+)?фамилия/iu;

/** The person speech piece `pc` of `p` names as its speaker, if it does. */
export function selfNamed(p: ParagraphWork, pc: Piece, ctx: SpeakerContext): string | undefined {
  if (ctx.language !== 'ru' || !/(?:зовут|фамили|имя|(?:^|[.!?…]\s+)я\s)/iu.test(pc.text)) return undefined;
  for (const m of p.mentions) {
    if (m.start < pc.start || m.end > pc.end) continue;
    const before = p.text.slice(Math.max(pc.start, m.start - 30), m.start);
    // «"Я Одинцова", — промолвила она»: a closing mark may stand between the name and its punctuation.
    const after = p.text.slice(m.end, Math.min(pc.end, m.end + 30)).replace(/^["»“”']+/, '');
    // «Я Одинцова,», «Я Раскольников!»: the name alone after «я», not «Я Анфисушке велела».
    const own = BEFORE.test(before) ? (/я\s*[—–-]?\s*$/iu.test(before) ? (m.cases.size === 0 || m.cases.has('nomn')) && /^\s*(?:[,.!?…;]|$)/u.test(after) : true) : AFTER.test(after);
    if (!own) continue;
    const key = ctx.registry.resolve(m);
    if (key) return key;
  }
  return undefined;
}

/**
 * The decision for a speech that names its speaker: that person, unless the author's words name
 * another. The described person the rules took for the speaker, or else the one of that sex the
 * scene has not named (a newcomer introducing themselves), or else the one described person of that
 * sex who has spoken in the chapter («хорошо одетый человек» who later says «Меня зовут Эрастом»),
 * stands for them in the chapter. No name said (`who` undefined): the decision as it was.
 */
export function selfNamedDecision(decision: Decision, who: string | undefined, ctx: SpeakerContext): Decision {
  if (who === undefined) return decision;
  if (decision.tag?.kind === 'name' || decision.tag?.kind === 'first') return decision;
  const gender = ctx.genderOf(who);
  if (decision.tag?.gender && gender && decision.tag.gender !== gender) return decision;
  const d = ctx.discourse;
  const described = decision.speaker.startsWith('d:') ? decision.speaker
    : d.salient(gender, new Set([who]), 3).find((k) => k.startsWith('d:') && ![...ctx.chapterLinks.values()].includes(k)) ?? unnamedSpeaker(gender, ctx);
  const lemma = described ? ctx.descriptors.get(described)?.lemma : undefined;
  if (lemma && !ctx.links.has(lemma) && !ctx.chapterLinks.has(lemma)) {
    ctx.chapterLinks.set(lemma, who);
    ctx.shownLinks.add(lemma);
  }
  if (decision.speaker === who) return decision;
  return { ...decision, speaker: who, confidence: Math.max(decision.confidence, 0.85), issue: ctx.msg.selfNamed(ctx.nameOf(who)), basis: 'selfNamed' };
}

/** The one described person of that sex who has spoken in this chapter, if there is one. */
function unnamedSpeaker(gender: string, ctx: SpeakerContext): string | undefined {
  const spoke = [...ctx.chapterSpoke.keys()].filter((k) => k.startsWith('d:') && ctx.genderOf(k) === gender);
  return spoke.length === 1 ? spoke[0] : undefined;
}
