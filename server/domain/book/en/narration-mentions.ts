// The people the narration of a paragraph mentions become recent, so a later «she» or an untagged turn
// can mean them.
import { NARRATOR_KEY } from '../types.ts';
import type { EnBookContext, EnParagraph } from './attribute.ts';
import { SUBJECT_LEAD, boundOut, openingPronoun } from './binding.ts';
import type { EnDiscourse } from './discourse.ts';
import type { EnMention } from './names.ts';
import { isPersonKey } from './people.ts';
import { sceneResolve } from './scene-names.ts';
import { latestSubject } from './sentence-subjects.ts';

/**
 * Mentions of people (not places) in the narration become recent, sentence by sentence, the subject
 * of each sentence last (after «Mrs. Weston looked at Emma» a «she» is more likely Mrs. Weston);
 * a sentence that opens with «He»/«She» keeps the person it means in mind (a chain of pronouns).
 */
export function mentionAll(mentions: EnMention[], p: EnParagraph, ctx: EnBookContext, d: EnDiscourse): void {
  const person = (m: EnMention) => {
    const key = sceneResolve(m, ctx.registry, d);
    return isPersonKey(key, ctx) ? key : null;
  };
  for (const pc of p.seg.pieces) {
    if (pc.kind !== 'narration') continue;
    for (const [from, to] of sentences(pc.text, pc.start)) {
      const inside = mentions.filter((m) => m.start >= from && m.end <= to);
      const lead = p.text.slice(from, inside[0]?.start ?? to);
      const subject = inside.length > 0 && SUBJECT_LEAD.test(lead) ? inside[0] : null;
      // «He nodded to Denham.»: «he» is the man in mind before the sentence named Denham.
      const opening = subject ? null : openingPronoun(p.text.slice(from, to));
      const bound = new Set(opening ? inside.filter((m) => boundOut(p.text.slice(from, m.start), opening)).map(person).filter((k): k is string => k !== null && ctx.registry.genderOf(k) === opening) : []);
      // «Ida put down her cup. The remark had been made by Tessa. She looked away.»: the «she» goes on with the
      // paragraph's latest subject of her sex, not with the one named last as an object (round 26: dev +6, renamed +4).
      const skip = new Set([NARRATOR_KEY, ...bound]);
      const carried = opening ? latestSubject(p, opening, ctx, skip, from) : null;
      const who = opening ? (carried && isPersonKey(carried, ctx) ? carried : d.recent(opening, skip, 1, 6)[0]) : undefined;
      for (const m of inside) if (m !== subject) { const k = person(m); if (k) d.mention(k); }
      const key = subject ? person(subject) : null;
      if (key) {
        d.mention(key);
        continue;
      }
      if (who) d.mention(who);
      // «I» in the narration of a first-person story keeps the narrator in mind.
      if (ctx.firstPerson && /\b(?:I|me|my)\b/.test(p.text.slice(from, to))) d.mention(NARRATOR_KEY);
    }
  }
}

/** [start, end) of the sentences of a narration piece, in paragraph offsets. */
function sentences(text: string, offset: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let from = 0;
  for (const m of text.matchAll(/[.!?;]\s+(?=[\p{Lu}"“‘'])/gu)) {
    if (/\b(?:Mr|Mrs|Ms|Dr|St|[A-Z])$/.test(text.slice(0, m.index))) continue;
    out.push([offset + from, offset + m.index + 1]);
    from = m.index + m[0].length;
  }
  out.push([offset + from, offset + text.length]);
  return out;
}
