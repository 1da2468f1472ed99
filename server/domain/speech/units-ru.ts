// Signs and abbreviated units after a number (%, руб., $, млн, кг, г., в.) and how the counted
// noun is written out: «5 руб.» → «пять рублей», «21%» → «двадцать один процент», «3,5 млн» →
// «три целых пять десятых миллиона». The unit is our own word, so its declension comes from
// tables, not from the dictionaries.
import { countedNoun, nounForm, NOUNS, type Case, type NounForms, type NounKey } from './grammar-ru.ts';
import { cardinalDigits, decimal, oneAndHalf } from './numbers-ru.ts';

export type UnitKind = 'money' | 'measure' | 'scale' | 'year' | 'years' | 'century' | 'centuries';

export interface Unit {
  key: NounKey;
  kind: UnitKind;
  /** The whole token matched after the number, with the space before it. */
  length: number;
  /** Written with a final dot (may also end a sentence). */
  dot: boolean;
}

const UNIT_TOKENS: [string, NounKey, UnitKind][] = [
  ['%', 'percent', 'measure'],
  ['₽', 'rouble', 'money'], ['руб\\.?', 'rouble', 'money'], ['р\\.', 'rouble', 'money'],
  ['коп\\.?', 'kopeck', 'money'],
  ['\\$', 'dollar', 'money'], ['долл\\.?', 'dollar', 'money'], ['€', 'euro', 'money'], ['£', 'pound', 'money'],
  ['тыс\\.?', 'thousand', 'scale'], ['млрд\\.?', 'billion', 'scale'], ['млн\\.?', 'million', 'scale'],
  ['гг\\.', 'year', 'years'], ['г\\.', 'year', 'year'], ['вв\\.', 'century', 'centuries'], ['в\\.', 'century', 'century'],
  ['кг', 'kilogram', 'measure'], ['км', 'kilometre', 'measure'], ['мм', 'millimetre', 'measure'], ['см\\.?', 'centimetre', 'measure'],
  ['мин\\.?', 'minute', 'measure'], ['сек\\.?', 'second', 'measure'], ['ч\\.?', 'hour', 'measure'],
  ['г', 'gram', 'measure'], ['т', 'tonne', 'measure'], ['м', 'metre', 'measure'], ['л', 'litre', 'measure'],
  ['°\\s?[CС]', 'degree', 'measure'], ['°', 'degree', 'measure'],
];

/** A token ends at its dot («1996 г.Сверка») or at a non-letter («5 кг»). */
function bounded(p: string): string {
  // A `+` is a stress mark inside a word: «г+оду» is no «г».
  if (p.endsWith('\\.?')) return `${p.slice(0, -3)}(?:\\.|(?![\\p{L}\\d+]))`;
  return p.endsWith('\\.') ? p : `${p}(?![\\p{L}\\d+])`;
}

const UNIT_RE = new RegExp(`[ \\u00A0]?(?:${UNIT_TOKENS.map(([p]) => `(${bounded(p)})`).join('|')})`, 'uy');

/** The unit written right after position `i`, if any. */
export function unitAt(s: string, i: number): Unit | null {
  UNIT_RE.lastIndex = i;
  const m = UNIT_RE.exec(s);
  if (!m) return null;
  const k = m.findIndex((g, j) => j > 0 && g !== undefined) - 1;
  const [, key, kind] = UNIT_TOKENS[k];
  return { key, kind, length: m[0].length, dot: m[0].endsWith('.') };
}

/** A currency sign before the number: «$10», «€ 5». */
export function currencyBefore(s: string, i: number): { key: NounKey; start: number } | null {
  const m = /([$€£₽])[ \u00A0]?$/u.exec(s.slice(Math.max(0, i - 2), i));
  if (!m) return null;
  const key: NounKey = m[1] === '$' ? 'dollar' : m[1] === '€' ? 'euro' : m[1] === '£' ? 'pound' : 'rouble';
  return { key, start: i - m[0].length };
}

/** Coins of a currency, for «5,50 руб.» → «пять рублей пятьдесят копеек». */
export const SUBUNIT: Partial<Record<NounKey, NounKey>> = { rouble: 'kopeck', dollar: 'cent', euro: 'cent' };

export interface Quantity {
  int: string;
  frac: string | null;
}

/** A quantity and its noun in case `c`: «пять рублей», «о трёх целых пяти десятых процента». */
export function countPhrase(q: Quantity, noun: NounForms, c: Case): string {
  const n = Number(q.int);
  if (q.frac !== null) {
    if (q.int === '1' && q.frac === '5') return `${oneAndHalf(noun.gender, c)} ${nounForm(noun, c === 'nom' || c === 'acc' ? 'gen' : c, c !== 'nom' && c !== 'acc')}`;
    return `${decimal(q.int, q.frac, c)} ${nounForm(noun, 'gen', false)}`;
  }
  return `${cardinalDigits(q.int, noun.gender, c)} ${countedNoun(noun, n, c)}`;
}

/** Money with coins: «5,50 руб.» → «пять рублей пятьдесят копеек». */
export function moneyPhrase(q: Quantity, key: NounKey, c: Case): string {
  const sub = SUBUNIT[key];
  if (q.frac !== null && sub && q.frac.length === 2) {
    const coins = Number(q.frac);
    const main = countPhrase({ int: q.int, frac: null }, NOUNS[key], c);
    return coins === 0 ? main : `${main} ${countPhrase({ int: String(coins), frac: null }, NOUNS[sub], c)}`;
  }
  return countPhrase(q, NOUNS[key], c);
}

/** The case of a unit phrase after a preposition: «в 5%» (accusative), «до 5%» (genitive). */
export function unitCase(prep: Case[] | null, prepWord: string | null): Case {
  if (prep === null) return 'nom';
  if (prepWord === 'по' || prepWord === 'в' || prepWord === 'во' || prepWord === 'на') return 'acc';
  return prep[0];
}
