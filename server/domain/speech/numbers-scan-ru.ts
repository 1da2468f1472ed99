// Every number in a Russian line, in words: with its unit or sign, its written ending, as a
// range, after «№», agreeing with the preposition before it and the noun after it.
import { readNumber, type NumberContext, type NumberReading } from './agreement-ru.ts';
import { endsSentence, wordBefore } from './context.ts';
import { nounAfter, nounBefore, yearCase } from './phrase-ru.ts';
import { agreement, governedCases, MONTHS_GEN, NOUNS, nounForm, type Case, type NounKey } from './grammar-ru.ts';
import { cardinal, cardinalDigits, decimal, oneAndHalf } from './numbers-ru.ts';
import { ordinal } from './ordinals-ru.ts';
import { compoundAdjective, isNumberEnding, readWithEnding } from './suffixes-ru.ts';
import { countPhrase, currencyBefore, moneyPhrase, unitAt, unitCase, type Quantity, type Unit } from './units-ru.ts';

const INT = String.raw`\d{1,3}(?:[ \u00A0\u202F\u2009]\d{3})+(?!\d)|\d+`;
const NUM_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:(№№?|§)[ \u00A0]?)?([-−+](?=\d))?(${INT})(?:[,.](\d+))?` +
    String.raw`(?:([ \u00A0]?[-–—][ \u00A0]?)(\d{1,3}(?:[\u00A0\u202F\u2009]\d{3})+(?!\d)|\d+)(?:[,.](\d+))?)?`,
  'gu',
);
const ENDING_RE = /(-?)([а-яё]+)(?![\p{L}\d])/uy;

const MONTHS = new Set(MONTHS_GEN);

function isYear(n: number): boolean {
  return n >= 1000 && n <= 2100;
}

function say(q: Quantity, r: NumberReading, counted = false): string {
  if (r.kind === 'ordinal') return ordinal(Number(q.int), r.a);
  // «1,5 часа» → «полтора часа»: said so only before a noun.
  if (counted && q.int === '1' && q.frac === '5') return oneAndHalf(r.a.gender, r.a.case);
  if (q.frac !== null) return decimal(q.int, q.frac, r.a.case);
  return cardinalDigits(q.int, r.a.gender, r.a.case, r.a.animate);
}

/** «пять-семь лет», but «тысяча восемьсот двенадцатый – тысяча восемьсот четырнадцатый». `bNumber`: the second number without its noun. */
function joinRange(a: string, b: string, bNumber = b): string {
  return a.includes(' ') || bNumber.includes(' ') ? `${a} – ${b}` : `${a}-${b}`;
}

interface Parsed {
  start: number;
  end: number;
  sign: string | undefined;
  minus: boolean;
  plus: boolean;
  q: Quantity;
  q2: Quantity | null;
}

/** Numbers with a unit after them: money, percent, measures, years and centuries; `length` of text consumed after the number. */
function withUnit(s: string, p: Parsed, unit: Unit, prepWord: string | null, prep: Case[] | null, cur: NounKey | null): { text: string; length: number } | null {
  const text = unitText(s, p, unit, prepWord, prep, cur);
  if (text === null) return null;
  const next = unit.kind === 'scale' ? unitAt(s, p.end + unit.length) : null;
  return { text, length: unit.length + (next?.kind === 'money' ? next.length : 0) };
}

function unitText(s: string, p: Parsed, unit: Unit, prepWord: string | null, prep: Case[] | null, cur: NounKey | null): string | null {
  const n = Number(p.q.int);
  const c = unitCase(prep, prepWord);
  const both = (f: (q: Quantity) => string, last: (q: Quantity) => string) => (p.q2 ? joinRange(f(p.q), last(p.q2), f(p.q2)) : last(p.q));
  if (unit.kind === 'year' || unit.kind === 'years' || unit.kind === 'century' || unit.kind === 'centuries') {
    const year = unit.key === 'year';
    // «500 г.» without a preposition or a month is grams.
    const afterMonth = MONTHS.has(prepWord ?? '');
    if (year && !isYear(n) && !p.q2 && prep === null && !afterMonth) return both((q) => say(q, { kind: 'cardinal', a: agreement(c) }), (q) => countPhrase(q, NOUNS.gram, c));
    if (p.q.frac !== null) return null;
    const plural = unit.kind === 'years' || unit.kind === 'centuries';
    const yc = afterMonth ? 'gen' : yearCase(prep, prepWord);
    const a = agreement(yc, 'm');
    const noun = nounForm(year ? NOUNS.year : NOUNS.century, yc, plural);
    const nounWord = year && plural && yc === 'gen' ? 'годов' : noun;
    return `${both((q) => ordinal(Number(q.int), a), (q) => ordinal(Number(q.int), a))} ${nounWord}`;
  }
  if (unit.kind === 'scale') {
    const scale = NOUNS[unit.key];
    const next = unitAt(s, p.end + unit.length);
    const money = next?.kind === 'money' ? next : null;
    const tail = money ? ` ${nounForm(NOUNS[money.key], 'gen', true)}` : cur ? ` ${nounForm(NOUNS[cur], 'gen', true)}` : '';
    return both((q) => say(q, { kind: 'cardinal', a: agreement(c, scale.gender) }), (q) => countPhrase(q, scale, c)) + tail;
  }
  if (unit.kind === 'money') return both((q) => say(q, { kind: 'cardinal', a: agreement(c, NOUNS[unit.key].gender) }), (q) => moneyPhrase(q, unit.key, c));
  // «в 5 км от города» is where: «в пяти километрах».
  const where = (prepWord === 'в' || prepWord === 'во') && DISTANCES.has(unit.key) && /^[ \u00A0]*от(?![\p{L}])/u.test(s.slice(p.end + unit.length));
  const uc = where ? 'loc' : c;
  return both((q) => say(q, { kind: 'cardinal', a: agreement(uc, NOUNS[unit.key].gender) }), (q) => countPhrase(q, NOUNS[unit.key], uc));
}

const DISTANCES = new Set<NounKey>(['kilometre', 'metre', 'centimetre', 'millimetre']);

function replaceOne(s: string, m: RegExpExecArray): { start: number; end: number; text: string } {
  const p: Parsed = {
    start: m.index,
    end: m.index + m[0].length,
    sign: m[1],
    minus: m[2] !== undefined && m[2] !== '+',
    plus: m[2] === '+',
    q: { int: m[3].replace(/\D/g, ''), frac: m[4] ?? null },
    q2: m[6] ? { int: m[6].replace(/\D/g, ''), frac: m[7] ?? null } : null,
  };
  const minus = p.minus ? 'минус ' : p.plus ? 'плюс ' : '';
  if (p.sign) {
    const head = p.sign === '§' ? 'параграф' : p.sign === '№№' ? 'номера' : 'номер';
    const nums = p.q2 ? joinRange(cardinalDigits(p.q.int), cardinalDigits(p.q2.int)) : p.q.frac ? decimal(p.q.int, p.q.frac) : cardinalDigits(p.q.int);
    return { start: p.start, end: p.end, text: `${head} ${nums}` };
  }
  const cur = currencyBefore(s, p.start);
  if (cur) p.start = cur.start;
  const prepWord = wordBefore(s, p.start);
  const prep = governedCases(prepWord);
  const unit = unitAt(s, p.end);
  if (unit && !(cur && unit.kind === 'money')) {
    const r = withUnit(s, p, unit, prepWord, prep, cur?.key ?? null);
    if (r !== null) {
      const end = p.end + r.length;
      const stop = s[end - 1] === '.' && endsSentence(s, end) ? '.' : '';
      return { start: p.start, end, text: minus + r.text + stop };
    }
  }
  if (cur && !(unit && unit.kind === 'scale')) {
    const c = unitCase(prep, prepWord);
    const last = moneyPhrase(p.q2 ?? p.q, cur.key, c);
    const text = p.q2 ? joinRange(say(p.q, { kind: 'cardinal', a: agreement(c, NOUNS[cur.key].gender) }), last) : last;
    return { start: p.start, end: p.end, text: minus + text };
  }
  const n = Number((p.q2 ?? p.q).int);
  ENDING_RE.lastIndex = p.end;
  const e = ENDING_RE.exec(s);
  if (e && (p.q2 ?? p.q).frac === null) {
    const [whole, hyphen, ending] = e;
    if (isNumberEnding(ending) && (hyphen || ending.length <= 3)) {
      const { rs } = nounAfter(s, p.end + whole.length);
      const r = readWithEnding(n, ending, rs, prep);
      if (r) {
        const first = p.q2 ? (r.kind === 'ordinal' ? ordinal(Number(p.q.int), r.a) : cardinal(Number(p.q.int), r.a.gender, r.a.case)) : '';
        return { start: p.start, end: p.end + whole.length, text: minus + (p.q2 ? joinRange(first, r.text) : r.text) };
      }
    }
    if (hyphen && ending.length >= 3 && !p.q2) return { start: p.start, end: p.end + whole.length, text: compoundAdjective(n, ending) };
  }
  const { rs } = nounAfter(s, p.end);
  const ctx: NumberContext = { prep, prepWord, noun: rs };
  const before = p.q2 ? null : nounBefore(prepWord);
  let reading: NumberReading;
  if (before && rs.length === 0 && p.q.frac === null) reading = { kind: 'ordinal', a: before };
  else if (rs.length === 0 && p.q.frac === null && isYear(n) && (p.q2 ? isYear(Number(p.q.int)) : prep !== null || MONTHS.has(prepWord ?? ''))) {
    // «в 1812» and «19 октября 1836» with «году», «года» left out, and «(1799–1837)»: years are ordinals.
    reading = { kind: 'ordinal', a: agreement(MONTHS.has(prepWord ?? '') ? 'gen' : yearCase(prep, prepWord), 'm') };
  } else reading = readNumber(n, ctx, (p.q2 ?? p.q).frac !== null);
  if (reading.kind === 'ordinal' && p.q2 && reading.a.plural && rs.some((r) => r.plural)) reading = { kind: 'ordinal', a: { ...reading.a, plural: false } };
  const counted = rs.length > 0;
  const text = p.q2 ? joinRange(say(p.q, reading, counted), say(p.q2, reading, counted)) : say(p.q, reading, counted);
  // A word glued to the number («5кв») gets its own space.
  const glued = /\p{L}/u.test(s.charAt(p.end)) ? ' ' : '';
  return { start: p.start, end: p.end, text: minus + text + glued };
}

/** All numbers of a Russian line in words. */
export function numbersRu(s: string): string {
  if (!/\d/.test(s)) return s;
  let out = '';
  let last = 0;
  NUM_RE.lastIndex = 0;
  for (let m = NUM_RE.exec(s); m; m = NUM_RE.exec(s)) {
    const r = replaceOne(s, m);
    if (r.start < last) r.start = last;
    out += s.slice(last, r.start) + r.text;
    last = r.end;
    NUM_RE.lastIndex = r.end;
  }
  out += s.slice(last);
  // Digits inside a word («Т34», a scanning error «учебнmk23ик») are still said, as a number.
  return /\d/.test(out) ? out.replace(/\d+/g, (d, at: number) => `${at > 0 && out[at - 1] !== ' ' ? ' ' : ''}${cardinalDigits(d)}${/\p{L}/u.test(out.charAt(at + d.length)) ? ' ' : ''}`) : out;
}
