// Russian ordinal numbers in every case, gender and number, compound ones included: only the
// last word declines («в тысяча восемьсот двенадцатом году»), round thousands and millions
// fuse into one word («двухтысячный», «стотысячном»). No package does these.
import { CASES, type Agreement, type Case, type Gender } from './grammar-ru.ts';
import { cardinal, compoundStem } from './numbers-ru.ts';

/** Ordinal stems below 20 and of tens; `true` marks the stressed-ending type («второй»). */
const UNITS: Record<number, [string, boolean]> = {
  0: ['нулев', true], 1: ['перв', false], 2: ['втор', true], 4: ['четвёрт', false], 5: ['пят', false],
  6: ['шест', true], 7: ['седьм', true], 8: ['восьм', true], 9: ['девят', false], 10: ['десят', false],
  11: ['одиннадцат', false], 12: ['двенадцат', false], 13: ['тринадцат', false], 14: ['четырнадцат', false],
  15: ['пятнадцат', false], 16: ['шестнадцат', false], 17: ['семнадцат', false], 18: ['восемнадцат', false],
  19: ['девятнадцат', false], 20: ['двадцат', false], 30: ['тридцат', false], 40: ['сороков', true],
  50: ['пятидесят', false], 60: ['шестидесят', false], 70: ['семидесят', false], 80: ['восьмидесят', false],
  90: ['девяност', false],
};

// Hard-stem adjective endings by case (CASES order).
const MASC = ['ый', 'ого', 'ому', 'ый', 'ым', 'ом'];
const NEUT = ['ое', 'ого', 'ому', 'ое', 'ым', 'ом'];
const FEM = ['ая', 'ой', 'ой', 'ую', 'ой', 'ой'];
const PLUR = ['ые', 'ых', 'ым', 'ые', 'ыми', 'ых'];
// «третий» is the only soft one.
const THIRD = {
  m: ['третий', 'третьего', 'третьему', 'третий', 'третьим', 'третьем'],
  n: ['третье', 'третьего', 'третьему', 'третье', 'третьим', 'третьем'],
  f: ['третья', 'третьей', 'третьей', 'третью', 'третьей', 'третьей'],
  p: ['третьи', 'третьих', 'третьим', 'третьи', 'третьими', 'третьих'],
};

/** Where the declined word's case comes from: animate accusatives look like genitives. */
function effectiveCase(a: Agreement): Case {
  if (a.case === 'acc' && a.animate && (a.plural || a.gender === 'm')) return 'gen';
  return a.case;
}

/** A hard-stem adjective in any form: `declineStem('свят', true, …)` → «святой», «святого», «святая»… */
export function declineStem(stem: string, stressedEnding: boolean, a: Agreement): string {
  const i = CASES.indexOf(effectiveCase(a));
  if (a.plural) return stem + PLUR[i];
  if (a.gender === 'f') return stem + FEM[i];
  if (a.gender === 'n') return stem + NEUT[i];
  const ending = MASC[i];
  return stem + (stressedEnding && ending === 'ый' ? 'ой' : ending);
}

function declineThird(a: Agreement): string {
  const i = CASES.indexOf(effectiveCase(a));
  return (a.plural ? THIRD.p : a.gender === 'f' ? THIRD.f : a.gender === 'n' ? THIRD.n : THIRD.m)[i];
}

const SCALES: [number, string][] = [[1e9, 'миллиардн'], [1e6, 'миллионн'], [1e3, 'тысячн']];

/** Ordinal of 1…99 (the last word only, plus the tens word before it). */
function belowHundred(n: number, a: Agreement): string {
  if (n === 3) return declineThird(a);
  const exact = UNITS[n];
  if (exact) return declineStem(exact[0], exact[1], a);
  const tens = n - (n % 10);
  return `${cardinal(tens)} ${belowHundred(n % 10, a)}`;
}

/** The stem of a round ordinal: «сот», «двухсот», «тысячн», «двухтысячн». */
function roundStem(count: number, scale: string): string {
  return count === 1 ? scale : compoundStem(count) + scale;
}

/**
 * An ordinal in words agreeing with `a`: `ordinal(1812, {case: 'loc', gender: 'm'…})` →
 * «тысяча восемьсот двенадцатом».
 */
export function ordinal(n: number, a: Agreement): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) return cardinal(n, 'm', 'nom');
  if (n < 100) return belowHundred(n, a);
  const below = n % 100;
  if (below !== 0) return `${cardinal(n - below)} ${belowHundred(below, a)}`;
  const hundreds = (n % 1000) / 100;
  if (hundreds !== 0) {
    const prefix = n - (n % 1000);
    const word = declineStem(roundStem(hundreds, 'сот'), false, a);
    return prefix ? `${cardinal(prefix)} ${word}` : word;
  }
  for (const [scale, stem] of SCALES) {
    if (n % scale !== 0) continue;
    const bigger = scale * 1000;
    const count = (n % bigger) / scale;
    if (count === 0) continue;
    const prefix = n - (n % bigger);
    const word = declineStem(roundStem(count, stem), false, a);
    return prefix ? `${cardinal(prefix)} ${word}` : word;
  }
  return cardinal(n);
}

/** Every distinct form of the ordinal of `n`, with the agreement that produces it. */
export function ordinalForms(n: number): { text: string; a: Agreement }[] {
  const out: { text: string; a: Agreement }[] = [];
  const seen = new Set<string>();
  const kinds: [Gender, boolean][] = [['m', false], ['f', false], ['n', false], ['m', true]];
  for (const [gender, plural] of kinds) {
    for (const c of CASES) {
      const a = { case: c, gender, plural, animate: false };
      const text = ordinal(n, a);
      const key = `${text}|${c}|${gender}|${plural}`;
      if (!seen.has(key)) {
        seen.add(key);
        out.push({ text, a });
      }
    }
  }
  return out;
}
