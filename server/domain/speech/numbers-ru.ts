// Russian cardinal numbers in words with case, gender and animacy (numeralize-ru does the
// declension), plus what it leaves out: «тысяча» without «одна», zero, leading zeros, minus,
// decimals («три целых пять десятых», «полтора») and numbers too long to say as one number.
import { numeralize, Case as NCase, Gender as NGender } from 'numeralize-ru';
import { CASES, type Case, type Gender } from './grammar-ru.ts';

const N_CASE: Record<Case, NCase> = {
  nom: NCase.Nominative, gen: NCase.Genitive, dat: NCase.Dative, acc: NCase.Accusative, ins: NCase.Instrumental, loc: NCase.Prepositional,
};
const N_GENDER: Record<Gender, NGender> = { m: NGender.Masculine, f: NGender.Feminine, n: NGender.Neuter };

const DIGIT_NAMES = ['ноль', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ZERO = ['ноль', 'нуля', 'нулю', 'ноль', 'нулём', 'нуле'];
/** Beyond this the number is read digit by digit (an account number, not a quantity). */
const MAX_SPOKEN = 999_999_999_999_999;

/** A whole number ≥ 0 in words: `cardinal(5, 'm', 'ins')` → «пятью». */
export function cardinal(n: number, gender: Gender = 'm', c: Case = 'nom', animate = false): string {
  if (n === 0) return ZERO[CASES.indexOf(c)];
  if (!Number.isSafeInteger(n) || n > MAX_SPOKEN) return digitByDigit(String(n));
  const words = numeralize(n, N_GENDER[gender], N_CASE[c], animate);
  // People say «тысяча восемьсот», not «одна тысяча восемьсот».
  return words.replace(/^(?:одна|одной|одну|одною) (тысяч)/u, '$1');
}

export function digitByDigit(digits: string): string {
  return [...digits].filter((d) => d >= '0' && d <= '9').map((d) => DIGIT_NAMES[Number(d)]).join(' ');
}

/** Digits as written: leading zeros are said («007» → «ноль ноль семь»). */
export function cardinalDigits(digits: string, gender: Gender = 'm', c: Case = 'nom', animate = false): string {
  if (digits.length > 15) return digitByDigit(digits);
  const m = /^(0+)(\d+)$/.exec(digits);
  if (!m) return cardinal(Number(digits), gender, c, animate);
  return `${m[1].replace(/0/g, 'ноль ')}${cardinal(Number(m[2]), gender, c, animate)}`;
}

const WHOLE = { sing: ['целая', 'целой', 'целой', 'целую', 'целой', 'целой'], plur: ['целых', 'целых', 'целым', 'целых', 'целыми', 'целых'] };
const DENOMINATOR_STEMS = ['десят', 'сот', 'тысячн', 'десятитысячн', 'стотысячн', 'миллионн'];
const FRACTION_SING = ['ая', 'ой', 'ой', 'ую', 'ой', 'ой'];
const FRACTION_PLUR = ['ых', 'ых', 'ым', 'ых', 'ыми', 'ых'];

function fractionWord(count: number, stem: string, c: Case): string {
  const i = CASES.indexOf(c);
  const one = count % 10 === 1 && count % 100 !== 11;
  return stem + (one ? FRACTION_SING[i] : FRACTION_PLUR[i]);
}

function wholeWord(count: number, c: Case): string {
  const i = CASES.indexOf(c);
  const one = count % 10 === 1 && count % 100 !== 11;
  return one ? WHOLE.sing[i] : WHOLE.plur[i];
}

/**
 * A decimal fraction: «3,5» → «три целых пять десятых». The counted noun after it stays in the
 * genitive singular («три целых пять десятых процента»), which the author already wrote.
 */
export function decimal(intDigits: string, fracDigits: string, c: Case = 'nom'): string {
  const whole = Number(intDigits);
  if (fracDigits.length > DENOMINATOR_STEMS.length || !Number.isSafeInteger(whole)) {
    return `${cardinalDigits(intDigits, 'm', c)} запятая ${digitByDigit(fracDigits)}`;
  }
  const frac = Number(fracDigits);
  const intPart = `${cardinal(whole, 'f', c)} ${wholeWord(whole, c)}`;
  if (frac === 0) return intPart;
  return `${intPart} ${cardinal(frac, 'f', c)} ${fractionWord(frac, DENOMINATOR_STEMS[fracDigits.length - 1], c)}`;
}

/** «1,5» before a counted noun: «полтора часа», «полторы тысячи», «о полутора часах». */
export function oneAndHalf(gender: Gender, c: Case): string {
  if (c === 'nom' || c === 'acc') return gender === 'f' ? 'полторы' : 'полтора';
  return 'полутора';
}

/**
 * The first half of a compound adjective: «5-летний» → «пяти» + «летний», «2-комнатная» →
 * «двух» + «комнатная», «100-летие» → «сто» + «летие».
 */
export function compoundStem(n: number): string {
  if (n === 1) return 'одно';
  if (n === 100) return 'сто';
  if (n === 90) return 'девяносто';
  if (n === 1000) return 'тысяче';
  return cardinal(n, 'm', 'gen').replace(/ /g, '').replace(/одного$/u, 'одно');
}
