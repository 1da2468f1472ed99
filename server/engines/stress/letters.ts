// Russian letters as the stress placer sees them.

const VOWELS = new Set('аеёиоуыэюяАЕЁИОУЫЭЮЯ');

export function isVowel(ch: string | undefined): boolean {
  return ch !== undefined && VOWELS.has(ch);
}

export function vowelCount(word: string): number {
  let n = 0;
  for (const ch of word) if (VOWELS.has(ch)) n++;
  return n;
}

/** Indices of the vowels of a word. */
export function vowelIndices(word: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < word.length; i++) if (VOWELS.has(word[i])) out.push(i);
  return out;
}

/** The word with «+» before the letter at index `stress`. */
export function markAt(word: string, stress: number): string {
  return `${word.slice(0, stress)}+${word.slice(stress)}`;
}

/** The word with a combining acute after the stressed vowel, for messages meant for people (за́мок). */
export function accented(word: string, stress: number): string {
  return `${word.slice(0, stress + 1)}\u0301${word.slice(stress + 1)}`;
}

/** Copies the letter case of `original` onto `lower` (same length): «Еще» + «ещё» → «Ещё». */
export function withCaseOf(original: string, lower: string): string {
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const o = original[i];
    out += o !== o.toLowerCase() ? lower[i].toUpperCase() : lower[i];
  }
  return out;
}
