// An English line as the voice should read it: abbreviations, dates, times, money, percent,
// ordinals, years, ranges and Roman numerals in words.
import { endsSentence, wordBefore } from './context.ts';
import { romanValue } from '../book/headings.ts';
import { cardinalEn, decadeEn, decimalEn, digitsEn, ordinalEn, yearEn } from './numbers-en.ts';
import { dropFootnoteMarks, tidy } from './tidy.ts';

/** [pattern, words, the abbreviation may end a sentence (then its dot stays as a full stop)]. */
const ABBREVIATIONS: [RegExp, string, boolean][] = [
  [/\b[Ee]\.\s?g\./g, 'for example', false],
  [/\b[Ii]\.\s?e\./g, 'that is', false],
  [/\betc\./g, 'et cetera', true],
  [/\bvs\./g, 'versus', false],
  [/\bapprox\./g, 'approximately', false],
  [/\bMrs\.?(?=\s[A-Z])/g, 'Missus', false],
  [/\bMr\.?(?=\s[A-Z])/g, 'Mister', false],
  [/\bMs\.(?=\s)/g, 'Miz', false],
  [/\bDr\.?(?=\s[A-Z])/g, 'Doctor', false],
  [/\bProf\.(?=\s)/g, 'Professor', false],
  [/\bCapt\.(?=\s)/g, 'Captain', false],
  [/\bCol\.(?=\s)/g, 'Colonel', false],
  [/\bGen\.(?=\s)/g, 'General', false],
  [/\bLt\.(?=\s)/g, 'Lieutenant', false],
  [/\bSgt\.(?=\s)/g, 'Sergeant', false],
  [/\bJr\./g, 'Junior', true],
  [/\bSr\./g, 'Senior', true],
  [/\bMt\.(?=\s)/g, 'Mount', false],
  [/\bAve\./g, 'Avenue', true],
  // «Baker St.» is a street, «St. Paul» a saint.
  [/(?<=[A-Z][a-z]+\s)St\./g, 'Street', true],
  [/\bSt\.(?=\s?[A-Z])/g, 'Saint', false],
  [/\b[Nn]o\.(?=\s?\d)/g, 'number', false],
  [/\bpp\.(?=\s?\d)/g, 'pages', false],
  [/\bp\.(?=\s?\d)/g, 'page', false],
  [/\b[Vv]ol\.(?=\s?[\dIVX])/g, 'volume', false],
  [/\b[Cc]h\.(?=\s?[\dIVX])/g, 'chapter', false],
  [/\b[Ff]ig\.(?=\s?\d)/g, 'figure', false],
  [/(?<=\d\s?)a\.\s?m\./g, 'a m', true],
  [/(?<=\d\s?)p\.\s?m\./g, 'p m', true],
];

function abbreviationsEn(s: string): string {
  if (!s.includes('.') && !/\b(?:Mrs?|Dr) [A-Z]/.test(s)) return s;
  let t = s;
  for (const [re, word, final] of ABBREVIATIONS) {
    const src = t;
    t = src.replace(re, (whole: string, offset: number) => word + (final && endsSentence(src, offset + whole.length) ? '.' : ''));
  }
  return t;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const DATE_MDY = new RegExp(`\\b(${MONTHS})\\s(\\d{1,2})(?:st|nd|rd|th)?(?:,\\s?(\\d{4}))?\\b`, 'g');
const DATE_DMY = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s(?:of\\s)?(${MONTHS})(?:,?\\s(\\d{4}))?\\b`, 'g');
const TIME = /\b([01]?\d|2[0-4]):([0-5]\d)(?:\s?([ap])\.?\s?m\b)?/gi;
const MONEY = /([$£€])\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s(million|billion|thousand|trillion))?/g;
const NUMBER = /(?<![\p{L}\d.,])([-−])?(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d+))?(?:\s?([-–—])\s?(\d{1,3}(?:,\d{3})+(?!\d)|\d+)(?:\.(\d+))?)?(%|st|nd|rd|th|s|'s)?(?![\p{L}\d])/gu;
const ROMAN = /(?<![\p{L}\d])([IVXLCDM]{2,}|I|V|X)(?![\p{L}\d])/gu;
const CARDINAL_AFTER = /^(?:chapter|part|book|volume|act|scene|section|canto|war|ch|vol|appendix|psalm)$/i;

const CURRENCY: Record<string, [string, string, string, string]> = {
  $: ['dollar', 'dollars', 'cent', 'cents'],
  '£': ['pound', 'pounds', 'penny', 'pence'],
  '€': ['euro', 'euros', 'cent', 'cents'],
};

function plural(n: number, one: string, many: string): string {
  return `${cardinalEn(n)} ${n === 1 ? one : many}`;
}

function money(sign: string, int: string, cents: string | undefined, scale: string | undefined): string {
  const [one, many, coin, coins] = CURRENCY[sign];
  const n = Number(int.replace(/,/g, ''));
  if (scale) return `${cents ? decimalEn(String(n), cents) : cardinalEn(n)} ${scale} ${many}`;
  const c = cents ? Number(cents.padEnd(2, '0')) : 0;
  if (n === 0 && c > 0) return plural(c, coin, coins);
  return c > 0 ? `${plural(n, one, many)} and ${plural(c, coin, coins)}` : plural(n, one, many);
}

function plainNumber(int: string, frac: string | undefined, asYear: boolean): string {
  const n = Number(int.replace(/,/g, ''));
  if (frac !== undefined) return decimalEn(String(n), frac);
  if (int.length > 1 && int.startsWith('0')) return digitsEn(int);
  return asYear && !int.includes(',') && n >= 1100 && n <= 2099 ? yearEn(n) : cardinalEn(n);
}

function numbersEn(s: string): string {
  let t = s.replace(MONEY, (_w, sign: string, int: string, cents: string | undefined, scale: string | undefined) => money(sign, int, cents, scale));
  t = t.replace(DATE_MDY, (_w, m: string, d: string, y: string | undefined) => `${m} ${ordinalEn(Number(d))}${y ? `, ${yearEn(Number(y))}` : ''}`);
  t = t.replace(DATE_DMY, (_w, d: string, m: string, y: string | undefined) => `the ${ordinalEn(Number(d))} of ${m}${y ? `, ${yearEn(Number(y))}` : ''}`);
  t = t.replace(TIME, (_w, h: string, m: string, ap: string | undefined) => {
    const hour = cardinalEn(Number(h));
    const min = m === '00' ? (ap ? '' : " o'clock") : ` ${m[0] === '0' ? `oh ${cardinalEn(Number(m))}` : cardinalEn(Number(m))}`;
    return `${hour}${min}${ap ? ` ${ap.toLowerCase()} m` : ''}`;
  });
  t = t.replace(NUMBER, (_w, minus: string | undefined, a: string, af: string | undefined, _dash: string | undefined, b: string | undefined, bf: string | undefined, tail: string | undefined) => {
    const sign = minus ? 'minus ' : '';
    if (tail === 'st' || tail === 'nd' || tail === 'rd' || tail === 'th') {
      const last = ordinalEn(Number((b ?? a).replace(/,/g, '')));
      return sign + (b ? `${plainNumber(a, undefined, false)} to ${last}` : last);
    }
    if (tail === 's' || tail === "'s") {
      const last = decadeEn(Number((b ?? a).replace(/,/g, '')));
      return b ? `${plainNumber(a, undefined, true)} to ${last}` : last;
    }
    const years = !af && !bf && tail !== '%';
    const first = sign + plainNumber(a, af, years);
    const text = b ? `${first} to ${plainNumber(b, bf, years)}` : first;
    return tail === '%' ? `${text} percent` : text;
  });
  // Digits inside a word («MP3») are still said.
  return /\d/.test(t) ? t.replace(/\d+/g, (d, at: number) => `${at > 0 && t[at - 1] !== ' ' ? ' ' : ''}${cardinalEn(Number(d))}${/\p{L}/u.test(t.charAt(at + d.length)) ? ' ' : ''}`) : t;
}

function romanEn(s: string): string {
  if (!/[IVXLCDM]/.test(s)) return s;
  return s.replace(ROMAN, (whole: string, r: string, offset: number) => {
    const v = romanValue(r);
    if (v === 0) return whole;
    const before = wordBefore(s, offset, true);
    if (before && CARDINAL_AFTER.test(before)) return cardinalEn(v);
    if (r.length === 1 && r !== 'V') return whole;
    // «Henry VIII» → "Henry the Eighth"; the pronoun «I» never gets here.
    if (before && /^[A-Z][a-z]+$/.test(before)) return `the ${ordinalEn(v).replace(/^./, (c) => c.toUpperCase())}`;
    return r.length >= 2 && /^[IVX]+$/.test(r) ? cardinalEn(v) : whole;
  });
}

export function normalizeEn(text: string): string {
  if (!/[\d.$£€%&#+IVXLCDM]|\b(?:Mrs?|Dr) /.test(text)) return text;
  let t = abbreviationsEn(text);
  if (/\d/.test(t)) {
    t = dropFootnoteMarks(t);
    t = t.replace(/#(?=\d)/g, 'number ');
    t = numbersEn(t);
  }
  t = romanEn(t);
  return tidy(t, { number: 'number', section: 'section', and: 'and', plus: 'plus', percent: 'percent' });
}
