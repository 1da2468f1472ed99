// Stress marks. Prepared text marks stress with `+` before the stressed vowel; users may type it
// that way or with U+0301 (combining acute) after the vowel, as in the lines' `stressed` field.

const ACUTE_AFTER = /(\p{L})\u0301/gu;
const VOWELS = 'аеёиоуыэюяaeiouy';

/** U+0301 after a vowel → `+` before it: «замо́к» → «зам+ок». */
export function acuteToPlus(text: string): string {
  return text.includes('\u0301') ? text.replace(ACUTE_AFTER, '+$1').replace(/\u0301/g, '') : text;
}

export function stripMarks(word: string): string {
  return word.replace(/\+/g, '');
}

/** A word carries a stress mark: `+` right before one of its vowels. */
export function hasMark(word: string): boolean {
  const i = word.indexOf('+');
  return i >= 0 && i + 1 < word.length && VOWELS.includes(word[i + 1].toLowerCase());
}

/** Comparison key of a word: no marks, lower case, ё = е. */
export function wordKey(word: string): string {
  return stripMarks(word).replace(/\u0301/g, '').toLowerCase().replace(/ё/g, 'е');
}
