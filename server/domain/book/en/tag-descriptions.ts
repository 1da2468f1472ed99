// A description in a tag as the text writes it («a thin, elderly gentleman», «the reader of the paper»),
// the sex of «one of the two gentlemen», and a name the tag's own clause gives it («who was called Sadness»).
import type { Gender } from '../../../contract/enums.ts';
import { escapeRegExp } from '../text.ts';
import type { EnBookContext, EnParagraph } from './attribute.ts';
import { PERSON_NOUNS } from './lexicon.ts';

/** «the elder of the two gentlemen»: one of a group of men is a man. */
export function groupGender(phrase: string): Gender {
  const plural = /\s(\p{Ll}+)$/u.exec(phrase)?.[1] ?? '';
  const one = plural.endsWith('men') ? `${plural.slice(0, -3)}man` : plural.endsWith('ies') ? `${plural.slice(0, -3)}y` : plural.replace(/s$/, '');
  return PERSON_NOUNS[one] ?? '';
}
export const SET_APART = /^the\s+(?:second|third|fourth|fifth)\b|\sof\s+(?:the|these|those)\s+(?:two\s+|three\s+|other\s+)?(?:\p{Ll}+s|\p{Ll}*men|children|people)$/u;

/** «a thin, elderly gentleman», «a girl opposite»: the description as the text writes it, commas between its words kept. */
export function asWritten(phrase: string, clause: string): string {
  const m = new RegExp(`${phrase.split(' ').map(escapeRegExp).join('\\s*,?\\s+')}${PLACED_AFTER}`, 'u').exec(clause);
  return m ? m[0].replace(/\s+/g, ' ') : phrase;
}
// «a girl opposite», «the man upstairs»: a word of place after the noun belongs to the description.
// «the reader of the paper», «the elder of the two gentlemen»: so is a phrase with «of» ending its clause.
const PLACED_AFTER = '(?:\\s+(?:opposite|nearby|outside|upstairs|downstairs)(?=\\s*[,.;!?]|\\s*$)|\\s+of\\s+(?:the|a|an|these|those)\\s+\\p{Ll}+(?:\\s+\\p{Ll}+)?(?=\\s*[,.;!?]|\\s*$))?';

/**
 * «said a young man who, on account of his gloom, was called Sadness»: the tag's own clause names the
 * one it describes (a relative clause with «called», «named», «known as»).
 */
export function calledInTag(clause: string, p: EnParagraph, ctx: EnBookContext): string | null {
  const at = p.text.indexOf(clause);
  if (at < 0) return null;
  for (const m of p.mentions) {
    if (m.start < at || m.end > at + clause.length) continue;
    if (CALLED_IN_CLAUSE.test(p.text.slice(at, m.start))) return ctx.registry.resolve(m);
  }
  return null;
}
const CALLED_IN_CLAUSE = /\bwho\b[^"“”]*\b(?:was|is|were)\s+(?:always\s+|usually\s+|generally\s+)?(?:called|named|known\s+as)\s+$/;
