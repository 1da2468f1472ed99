// Roman numerals in Russian text, only where they are numerals: «XIX век» → «девятнадцатый век»,
// «в XIX в.» → «в девятнадцатом веке», «Пётр I» → «Пётр Первый», «Глава II» → «Глава вторая».
// Only Latin letters count (a Cyrillic «Х» may stand in for X next to Latin ones): the Cyrillic
// preposition «В» and conjunction «И» are never numerals. A lone I, V, X, C, L, D or M needs a
// context that makes it a number.
import { romanValue } from '../book/headings.ts';
import { capitalize, endsSentence, isCapitalized, wordBefore } from './context.ts';
import { agreement, governedCases, NOUNS, nounForm, type Agreement } from './grammar-ru.ts';
import { morphologyReady } from '../book/morphology.ts';
import { readings } from './morph-ru.ts';
import { cardinal } from './numbers-ru.ts';
import { ordinal } from './ordinals-ru.ts';
import { nounAfter, nounBefore, yearCase } from './phrase-ru.ts';
import { ordinalAgreement } from './agreement-ru.ts';

const ROMAN_RE = /(?<![\p{L}\d])([IVXLCDMХ]+)(?:([ \u00A0]?[-–—][ \u00A0]?)([IVXLCDMХ]+))?(?:[ \u00A0]?(вв?\.))?(?![\p{L}\d]|[.…]+\p{L})/gu;

/** Words that are capitalised at a sentence start but are no names («В I главе»). */
const NOT_NAMES = new Set(['в', 'во', 'на', 'и', 'а', 'но', 'к', 'с', 'со', 'о', 'об', 'у', 'из', 'до', 'по', 'за', 'от', 'при', 'том', 'глава', 'часть', 'книга', 'акт', 'действие']);

/** «Пётр», «Людовика»: a capitalised name (any capitalised word while the dictionaries load). */
function isName(word: string): boolean {
  if (!isCapitalized(word) || word.length < 2 || NOT_NAMES.has(word.toLowerCase())) return false;
  return !morphologyReady() || readings(word).some((r) => r.name);
}

function value(token: string): number {
  // «ХХ век» typed with the Cyrillic letter is still twenty; a single «Х» is a letter.
  if (!/[IVXLCDM]/.test(token) && !/^Х{2,3}$/u.test(token)) return 0;
  return romanValue(token.replace(/Х/g, 'X'));
}

/** The agreement with a monarch's name: «Петра I» → «Петра Первого», «Екатерины II» → «Екатерины Второй». */
function nameAgreement(name: string): Agreement {
  const rs = readings(name).filter((r) => r.pos === 'NOUN' && !r.plural);
  const named = rs.filter((r) => r.name);
  const pool = named.length > 0 ? named : rs;
  if (pool.length === 0) return agreement('nom');
  // Most monarchs are men: «Петра» is a man's genitive before a woman's nominative.
  const r = pool.find((x) => x.gender === 'm') ?? pool[0];
  return ordinalAgreement(r);
}

function aloneOnLine(s: string, start: number, end: number): boolean {
  const before = s.lastIndexOf('\n', start - 1) + 1;
  const after = s.indexOf('\n', end);
  return /^\s*$/u.test(s.slice(before, start)) && /^\s*\.?\s*$/u.test(s.slice(end, after === -1 ? s.length : after));
}

export function romanRu(s: string): string {
  if (!/[IVXLCDM]|ХХ/u.test(s)) return s;
  return s.replace(ROMAN_RE, (whole, a: string, dash: string | undefined, b: string | undefined, century: string | undefined, offset: number) => {
    const v1 = value(a);
    const v2 = b ? value(b) : 0;
    if (v1 === 0 || (b && v2 === 0)) return whole;
    const end = offset + whole.length;
    const prepWord = wordBefore(s, offset);
    const prep = governedCases(prepWord);
    const say = (ag: Agreement) => (b ? `${ordinal(v1, ag)} – ${ordinal(v2, ag)}` : ordinal(v1, ag));
    if (century) {
      const plural = century === 'вв.';
      const c = yearCase(prep, prepWord);
      const stop = endsSentence(s, end) ? '.' : '';
      return `${say(agreement(c))} ${nounForm(NOUNS.century, c, plural)}${stop}`;
    }
    const strong = /^[IVXХ]{2,}$/u.test(a) || b !== undefined;
    const noun = nounAfter(s, end).rs;
    if (noun.length > 0) {
      const fit = noun.filter((r) => prep === null || prep.includes(r.case));
      const pool = fit.length > 0 ? fit : noun;
      const r = prep === null ? (pool.find((x) => x.case === 'nom') ?? pool[0]) : pool[0];
      return say(ordinalAgreement(r, b !== undefined));
    }
    const chapter = nounBefore(prepWord);
    if (chapter) return say(chapter);
    const raw = wordBefore(s, offset, true);
    if (raw && /^[IVXХ]+$/u.test(a) && !b && isName(raw)) return capitalize(say(nameAgreement(raw)));
    if (aloneOnLine(s, offset, end) && !b) return capitalize(cardinal(v1));
    if (!strong) return whole;
    return say(agreement(prep ? yearCase(prep, prepWord) : 'nom'));
  });
}
