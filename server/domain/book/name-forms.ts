// Other forms of a name the book already uses: a patronymic met alone («Ефимыч» is Иван Ефимович,
// when he is the one man of that patronymic) and a diminutive made on the full name's stem
// («Настенька», «Настя» for Настасья, «Петруша» for Петр) beyond the table of diminutives.
import { fullNamesFor } from './diminutives.ts';
import { fullPatronymic } from './morphology.ts';

const PATRONYMIC_SHAPE = /(?:ович|евич|ьич|ич|ыч|овна|евна|ична|ишна|инична)$/u;

/** The full patronymic a word met alone stands for, if it has a patronymic's shape («ефимыч» → «ефимович»). */
export function patronymicAlone(folded: string): string | null {
  return PATRONYMIC_SHAPE.test(folded) && folded.length > 5 ? fullPatronymic(folded) : null;
}

const DIMINUTIVE = /(?:енька|онька|анька|ечка|очка|ушка|юшка|уша|юша|ня|ся|я|а)$/u;

/**
 * The full first name a diminutive stands for among the first names the book uses: the table's,
 * else the one full name that starts with the diminutive's stem (three letters at least).
 */
export function fullFirstName(folded: string, used: Set<string>): string | undefined {
  const listed = fullNamesFor(folded).find((f) => used.has(f));
  if (listed) return listed;
  const stem = folded.replace(DIMINUTIVE, '');
  if (stem === folded || stem.length < 3) return undefined;
  const found = [...used].filter((f) => f !== folded && f.length > stem.length + 1 && f.startsWith(stem));
  return found.length === 1 ? found[0] : undefined;
}
