// The phrase around a number: the noun after it (its readings), a chapter-like noun before it,
// and the case a year takes after a preposition. Shared by Arabic and Roman numerals.
import { wordAfter, isCapitalized } from './context.ts';
import { agreement, type Agreement, type Case } from './grammar-ru.ts';
import { onlyAdjective, readings, type Reading } from './morph-ru.ts';

/** Nouns before a number that make it an ordinal agreeing with them: «глава 5» → «глава пятая». */
export const ORDINAL_AFTER = new Set(['глава', 'часть', 'том', 'книга', 'действие', 'явление', 'акт', 'сцена', 'картина', 'раздел', 'статья', 'урок', 'серия', 'сезон', 'эпизод', 'выпуск', 'песнь', 'симфония']);

/** Words that follow numbers without being counted by them («2 плюс 2»). */
const NOT_COUNTED = new Set(['плюс', 'минус', 'умножить', 'разделить', 'равно']);

/** Readings of the noun after `i`, past up to two adjectives («5 новых книг»). */
export function nounAfter(s: string, i: number): { rs: Reading[]; word: string | null } {
  let at = i;
  for (let k = 0; k < 3; k++) {
    const w = wordAfter(s, at);
    if (!w) return { rs: [], word: null };
    const caps = w.word === w.word.toUpperCase();
    // A capitalised word after a number starts a name or a new thought, not the counted noun.
    if (isCapitalized(w.word) && !caps) return { rs: [], word: w.word };
    if (NOT_COUNTED.has(w.word.toLowerCase())) return { rs: [], word: w.word };
    const rs = readings(caps ? w.word.toLowerCase() : w.word);
    if (!onlyAdjective(rs)) return { rs, word: w.word };
    at = w.end;
  }
  return { rs: [], word: null };
}

/** «глава 5», «в главе 5»: the agreement of a chapter-like noun right before the number. */
export function nounBefore(word: string | null): Agreement | null {
  if (!word) return null;
  const r = readings(word).find((x) => !x.plural && ORDINAL_AFTER.has(x.lemma));
  return r ? agreement(r.case, r.gender ?? 'm', false, false) : null;
}

export function yearCase(prep: Case[] | null, prepWord: string | null): Case {
  if (prep === null) return 'nom';
  if (prepWord === 'в' || prepWord === 'во' || prepWord === 'на' || prepWord === 'о' || prepWord === 'об' || prepWord === 'при') return 'loc';
  if (prepWord === 'по' || prepWord === 'за' || prepWord === 'через' || prepWord === 'про') return 'acc';
  return prep[0];
}
