// Stress marks in prepared text: `+` before the stressed vowel (the studio's convention) or
// U+0301 after it (as in `stressed` lines). Engines must never read them aloud.
const ACUTE = '\u0301';

/** The text without stress marks: `+` only where it marks a vowel, every U+0301. */
export function stripStressMarks(text: string): string {
  return text.replace(/\+(?=\p{L})/gu, '').replaceAll(ACUTE, '');
}
