// Where things stand in an English paragraph: inside a quotation or not, where a sentence and its
// main clause start, and the names in the order a pronoun reaches back to them.
import type { EnParagraph } from './attribute.ts';
import { SUBJECT_LEAD } from './binding.ts';
import type { EnMention } from './names.ts';

export function inSpeech(p: EnParagraph, m: EnMention): boolean {
  return p.seg.pieces.some((x) => x.kind === 'speech' && x.start <= m.start && m.end <= x.end);
}

/** Where a text's last sentence starts (a title's full stop, «Mr.», ends none). */
export function lastSentenceAt(text: string): number {
  let from = 0;
  for (const m of text.matchAll(/[.!?]\s+/g)) {
    if (/\b(?:Mr|Mrs|Ms|Dr|St)$/.test(text.slice(0, m.index))) continue;
    if (m.index + m[0].length < text.length) from = m.index + m[0].length;
  }
  return from;
}

/**
 * «As he was passing out of the door, Dorian touched him on the arm.»: a clause of time or manner
 * opening the sentence, up to its comma, is not where the sentence's subject stands; its main clause is.
 */
const SUBORDINATE_OPENING = /^\s*(?:as|when|while|whilst|after|before|since|though|although|once|until|till)\b[^,;:]{1,80},\s*/i;
export function mainClauseAt(text: string, from: number): number {
  const m = SUBORDINATE_OPENING.exec(text.slice(from));
  return m ? from + m[0].length : from;
}

/**
 * The name at `start` is the subject of the sentence starting at `from`: it opens the sentence, or the
 * main clause after an opening clause of time or concession («After they had sat an hour, Mr. Palmer
 * sauntered over»: Mr. Palmer acts, not the one a later clause names).
 */
export function subjectAt(text: string, from: number, start: number): boolean {
  if (SUBJECT_LEAD.test(text.slice(from, start))) return true;
  const main = mainClauseAt(text, from);
  return main > from && main <= start && SUBJECT_LEAD.test(text.slice(main, start));
}

/** Where the main clause of a text's last sentence starts: where its subject stands. */
export function lastMainClauseAt(text: string): number {
  return mainClauseAt(text, lastSentenceAt(text));
}

/**
 * Where the sentence of a mention starts (after a full stop or a quotation mark). A single mark counts
 * where it stands at a word's edge, not inside one: «…action.’ Lady Orme agreed», not «Sir Roland’s».
 */
export function sentenceStart(p: EnParagraph, m: EnMention): number {
  let from = 0;
  for (const b of p.text.slice(0, m.start).matchAll(/[.!?;]\s+|["“”‘]|(?<![\p{L}\p{N}])['’]/gu)) {
    if (!/\b(?:Mr|Mrs|Ms|Dr|St|[A-Z])\.$/.test(p.text.slice(0, b.index + 1))) from = b.index + b[0].length;
  }
  return from;
}

/**
 * The names in reading order, but in each sentence its subject after the others: in «Marilla felt a
 * qualm at handing Anne over to her. "…," she said» the one «she» means is the subject, Marilla, not
 * Anne, though Anne is named later. A name in the possessive («But Wren's remark had stayed with her.
 * At last she said,», «the heart of Nell's wedding») names no one acting: it comes before all the
 * others, and «she» means it only where the paragraph names no other woman (round 18: renamed dev +8,
 * dev +8; only where the possessive does not open its sentence: +5 / +5).
 */
export function bySubjectLast(p: EnParagraph, mentions: EnMention[]): EnMention[] {
  const keyed = mentions.map((m, i) => {
    const from = sentenceStart(p, m);
    const subject = SUBJECT_LEAD.test(p.text.slice(from, m.start));
    const owner = /^(?:['’]s?| s)(?=\s)/.test(p.text.slice(m.end, m.end + 4));
    return { m, i, from, subject, owner };
  });
  return keyed.sort((a, b) => Number(b.owner) - Number(a.owner) || a.from - b.from || Number(a.subject) - Number(b.subject) || a.i - b.i).map((x) => x.m);
}
