// Recognises chapter headings in plain text: «Глава 3. Название», «ГЛАВА XII», «Глава первая»,
// «Часть вторая», «Эпилог», «Chapter IV», «CHAPTER Twenty-One», and (handled by the splitter,
// which checks that they form a sequence) a bare Roman numeral on its own line.

export type HeadingKind =
  /** Глава / Chapter / Действие: opens a chapter. */
  | 'chapter'
  /** Часть / Книга / Том / Part / Book, and Пролог/Эпилог: a chapter of its own unless a chapter heading follows at once. */
  | 'container'
  /** A bare numeral line (I, II, 12): a chapter only if the numerals run in sequence. */
  | 'numeral';

export interface Heading {
  kind: HeadingKind;
  title: string;
  /** Value of a bare numeral heading (1 for «I»), else 0. */
  value: number;
  /** A container that stands alone (Пролог, Эпилог, Предисловие…), not a part of numbered chapters. */
  solo?: boolean;
}

const RU_ORDINAL_STEMS = [
  'перв', 'втор', 'трет', 'четверт', 'пят', 'шест', 'седьм', 'восьм', 'девят', 'десят',
  'одиннадцат', 'двенадцат', 'тринадцат', 'четырнадцат', 'пятнадцат', 'шестнадцат', 'семнадцат',
  'восемнадцат', 'девятнадцат', 'двадцат', 'тридцат', 'сороков', 'пятидесят', 'шестидесят',
  'семидесят', 'восьмидесят', 'девяност', 'сот', 'последн', 'заключительн',
];
const RU_CARDINALS = [
  'один', 'одна', 'два', 'две', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять', 'десять',
  'одиннадцать', 'двенадцать', 'тринадцать', 'четырнадцать', 'пятнадцать', 'шестнадцать', 'семнадцать',
  'восемнадцать', 'девятнадцать', 'двадцать', 'тридцать', 'сорок', 'пятьдесят', 'шестьдесят',
  'семьдесят', 'восемьдесят', 'девяносто', 'сто',
];
const EN_NUMBERS = [
  'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve',
  'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty', 'thirty',
  'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety', 'hundred',
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth',
  'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth',
  'eighteenth', 'nineteenth', 'twentieth', 'thirtieth', 'fortieth', 'fiftieth', 'last', 'final',
];

const RU_ORDINAL = `(?:${RU_ORDINAL_STEMS.join('|')})(?:ая|ый|ое|ий|ья|ье|ей|ого|ой|ое)`;
const RU_CARDINAL = `(?:${RU_CARDINALS.join('|')})`;
const RU_NUMBER_WORD = `(?:${RU_ORDINAL}|${RU_CARDINAL})`;
const EN_NUMBER_WORD = `(?:${EN_NUMBERS.join('|')})`;
const ROMAN = '[IVXLCDM]+';
const DIGITS = '\\d{1,4}';

const RU_NUMBER = `(?:${DIGITS}|${ROMAN}|${RU_NUMBER_WORD}(?:[ -]${RU_NUMBER_WORD}){0,2})`;
const EN_NUMBER = `(?:${DIGITS}|${ROMAN}|(?:the )?${EN_NUMBER_WORD}(?:[ -]${EN_NUMBER_WORD}){0,2})`;

const NUMBER = `(?:${RU_NUMBER}|${EN_NUMBER})`;
// The keyword and the number are matched ignoring case; what follows is checked with case, so
// «Часть первая его жизни…» (prose) is not a heading while «Часть первая. Детство» is.
const CHAPTER_HEAD = new RegExp(`^(?:глава|chapter|действие|акт)\\s+${NUMBER}(?=$|[\\s.:—–-])`, 'iu');
const CONTAINER_HEAD = new RegExp(`^(?:часть|книга|том|part|book|volume)\\s+${NUMBER}(?=$|[\\s.:—–-])`, 'iu');
const SOLO_HEAD = /^(?:(?:the )?(?:prologue|epilogue|preface|foreword|afterword|introduction)|пролог|эпилог|предисловие|послесловие|вступление|от автора|от издателя|prologue|epilogue|preface|foreword|afterword|introduction)(?=$|[\s.:—–-])/iu;
const WORD_FIRST = new RegExp(`^(?:${RU_NUMBER_WORD}|${EN_NUMBER_WORD})\\s+(?:глава|действие|chapter)\\.?$`, 'iu');
const NUMERAL_RE = new RegExp(`^(?:(${ROMAN})|(${DIGITS}))\\.?$`);

function tailOk(tail: string): boolean {
  return tail.trim() === '' || /^\s*[.:—–-]/.test(tail) || /^\s+[«"“A-ZА-ЯЁ]/.test(tail);
}

function headMatch(re: RegExp, line: string): boolean {
  const m = re.exec(line);
  return m !== null && tailOk(line.slice(m[0].length));
}

/** Headings are short lines; anything long is prose that happens to start with «Глава». */
const MAX_HEADING = 120;

export function parseHeading(rawLine: string): Heading | null {
  const line = rawLine.replace(/\s+/g, ' ').trim();
  if (!line || line.length > MAX_HEADING) return null;
  const title = line.replace(/(?<!\.)\.$/, '').trim();
  if (headMatch(CHAPTER_HEAD, line) || WORD_FIRST.test(line)) return { kind: 'chapter', title, value: 0 };
  if (headMatch(CONTAINER_HEAD, line)) return { kind: 'container', title, value: 0 };
  if (headMatch(SOLO_HEAD, line)) return { kind: 'container', title, value: 0, solo: true };
  const m = NUMERAL_RE.exec(line);
  if (m) {
    const value = m[1] ? romanValue(m[1]) : Number(m[2]);
    if (value > 0) return { kind: 'numeral', title, value };
  }
  return null;
}

const ROMAN_DIGITS: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

/** Value of a well-formed Roman numeral, 0 if it is not one (e.g. «IIII», «VX»). */
export function romanValue(s: string): number {
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN_DIGITS[s[i]];
    const next = ROMAN_DIGITS[s[i + 1]] ?? 0;
    if (v === undefined) return 0;
    total += v < next ? -v : v;
  }
  return toRoman(total) === s ? total : 0;
}

function toRoman(n: number): string {
  const table: Array<[number, string]> = [
    [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
    [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
  ];
  let out = '';
  for (const [v, s] of table) while (n >= v) { out += s; n -= v; }
  return out;
}
