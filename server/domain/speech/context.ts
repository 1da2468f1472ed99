// The words around a match: the preposition before a number decides its case, the noun after it
// decides case, gender and number. Only words separated by spaces count: a comma or a dash
// between them ends the phrase.

const LETTER = /[\p{L}\p{M}+]/u;
const SPACE = /[ \t\u00A0\u202F\u2009]/;

export interface WordSpan {
  /** As written, stress marks removed. */
  word: string;
  start: number;
  end: number;
}

/** The word right before position `i` (spaces only between), lower-cased unless `keepCase`. */
export function wordBefore(s: string, i: number, keepCase = false): string | null {
  let j = i;
  while (j > 0 && SPACE.test(s[j - 1])) j--;
  const end = j;
  while (j > 0 && (LETTER.test(s[j - 1]) || (s[j - 1] === '-' && j - 1 > 0 && LETTER.test(s[j - 2]) && j !== end))) j--;
  if (j === end) return null;
  const w = s.slice(j, end).replace(/\+/g, '');
  return keepCase ? w : w.toLowerCase();
}

/** The word right after position `i` (spaces only between), as written. */
export function wordAfter(s: string, i: number): WordSpan | null {
  let j = i;
  while (j < s.length && SPACE.test(s[j])) j++;
  const start = j;
  while (j < s.length && (LETTER.test(s[j]) || (s[j] === '-' && j > start && j + 1 < s.length && LETTER.test(s[j + 1])))) j++;
  if (j === start) return null;
  return { word: s.slice(start, j).replace(/\+/g, ''), start, end: j };
}

/** The text between `i` and the next word is only spaces (no punctuation). */
export function spacesOnly(s: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (!SPACE.test(s[k])) return false;
  return true;
}

/** Upper-case the first letter (after a leading stress mark). */
export function capitalize(w: string): string {
  const k = w[0] === '+' ? 1 : 0;
  return w.slice(0, k) + w.charAt(k).toUpperCase() + w.slice(k + 1);
}

export function isCapitalized(w: string): boolean {
  const c = w.replace(/^\+/, '').charAt(0);
  return c !== '' && c !== c.toLowerCase();
}

/**
 * An abbreviation's dot at `i` (already consumed) also ended the sentence: the text ends there
 * or the next word starts with a capital. Its expansion then keeps a full stop.
 */
export function endsSentence(s: string, i: number): boolean {
  const rest = /^[ \t\u00A0]*(.)?/u.exec(s.slice(i, i + 8));
  const next = rest?.[1];
  if (next === undefined || next === '\n' || next === '\r') return true;
  return /[\p{Lu}—–«"]/u.test(next);
}
