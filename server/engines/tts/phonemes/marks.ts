// Stress marks in prepared text: `+` before the stressed vowel (the studio's convention) or
// U+0301 after it (as in `stressed` lines). Engines obey them and never read them aloud. A `+`
// standing after a vowel and before a consonant (`за+мок`, the other common convention) marks
// that vowel: there is no vowel after it to mark.
const ACUTE = '\u0301';

/** Vowel letters per language (the letters a stress mark may stand on). */
export const VOWEL_LETTERS: Record<string, string> = {
  ru: 'аеёиоуыэюя',
  en: 'aeiouy',
};

export type TextPiece =
  | { kind: 'word'; /** The word without marks. */ text: string; /** Index among the word's vowel letters, or null when unmarked. */ stress: number | null }
  | { kind: 'other'; text: string };

/** The text without stress marks: `+` only where it stands before a letter, every U+0301. */
export function stripStressMarks(text: string): string {
  return text.replace(/\+(?=\p{L})/gu, '').replaceAll(ACUTE, '');
}

/** Words (with the vowel their mark stresses) and the text between them. */
export function splitMarkedWords(text: string, language: string): TextPiece[] {
  const vowels = VOWEL_LETTERS[language] ?? VOWEL_LETTERS.en!;
  const out: TextPiece[] = [];
  const re = /(?:\+?\p{L}\u0301?)+/gu;
  let at = 0;
  for (const m of text.matchAll(re)) {
    if (m.index > at) out.push({ kind: 'other', text: text.slice(at, m.index) });
    let word = '';
    let vowel = 0;
    let stress: number | null = null;
    let pending = false;
    for (const ch of m[0]) {
      if (ch === '+') pending = true;
      else if (ch === ACUTE) {
        if (vowel > 0 && vowels.includes(word.at(-1)!.toLowerCase())) stress = vowel - 1;
      } else {
        const isVowel = vowels.includes(ch.toLowerCase());
        if (pending && isVowel) stress = vowel;
        // `за+мок`: a `+` between a vowel and a consonant marks the vowel before it.
        else if (pending && vowel > 0 && vowels.includes(word.at(-1)!.toLowerCase())) stress = vowel - 1;
        pending = false;
        word += ch;
        if (isVowel) vowel++;
      }
    }
    out.push({ kind: 'word', text: word, stress });
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push({ kind: 'other', text: text.slice(at) });
  return out;
}
