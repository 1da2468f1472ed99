// Stress marks in a line: U+0301 right after the stressed vowel (the API's `stressed` form).
// A click on a vowel puts the stress there (moving any other mark of the same word) or removes it.

export const ACUTE = '\u0301';
const VOWEL = /[аеёиоуыэюяaeiouyАЕЁИОУЫЭЮЯAEIOUY]/;
const LETTER = /[\p{L}\p{M}'’-]/u;

export interface StressChar {
  /** The visible character (a vowel or any other letter or sign). */
  ch: string;
  /** Position of `ch` in the stressed string. */
  at: number;
  vowel: boolean;
  stressed: boolean;
  /** Index of the word this character belongs to (-1 for spaces and punctuation). */
  word: number;
}

/** The line split into visible characters, marks folded into the vowel before them. */
export function stressChars(stressed: string): StressChar[] {
  const out: StressChar[] = [];
  let word = -1;
  let inWord = false;
  for (let i = 0; i < stressed.length; i++) {
    const ch = stressed[i]!;
    if (ch === ACUTE) {
      const prev = out[out.length - 1];
      if (prev) prev.stressed = true;
      continue;
    }
    const letter = LETTER.test(ch);
    if (letter && !inWord) word++;
    inWord = letter;
    out.push({ ch, at: i, vowel: VOWEL.test(ch), stressed: false, word: letter ? word : -1 });
  }
  return out;
}

/** Puts the stress on the vowel at `at` (moving the word's other marks), or removes it if it is there. */
export function toggleStress(stressed: string, at: number): string {
  const chars = stressChars(stressed);
  const target = chars.find((c) => c.at === at);
  if (!target?.vowel) return stressed;
  const remove = new Set<number>();
  for (const c of chars) if (c.word === target.word && c.stressed && c.word >= 0) remove.add(c.at);
  let out = '';
  for (let i = 0; i < stressed.length; i++) {
    const ch = stressed[i]!;
    if (ch === ACUTE && remove.has(prevVisible(stressed, i))) continue;
    out += ch;
    if (i === at && !target.stressed) out += ACUTE;
  }
  return out;
}

function prevVisible(s: string, i: number): number {
  let j = i - 1;
  while (j >= 0 && s[j] === ACUTE) j--;
  return j;
}

export function hasMarks(stressed: string): boolean {
  return stressed.includes(ACUTE);
}

/** What PATCH `stressed` expects: the marked text, or "" when no mark is left. */
export function stressedForPatch(stressed: string): string {
  return hasMarks(stressed) ? stressed : '';
}
