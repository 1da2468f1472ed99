// How a number agrees with its neighbours. The author already inflected the noun, so its form
// tells the case of the whole phrase: «с 5 рублями» (instrumental plural) → «с пятью»; «о 3 домах»
// → «о трёх». The preposition breaks ties («до 5 рублей» → genitive, «за 5 рублей» → accusative).
// A noun form no cardinal can govern means the number is an ordinal: «в 1812 году», «5 класс».
import { agreement, countClass, type Agreement, type Case, type Gender } from './grammar-ru.ts';
import { MONTH_LEMMAS, type Reading } from './morph-ru.ts';

export interface NumberContext {
  /** Cases the preceding preposition governs (most usual first), or null. */
  prep: Case[] | null;
  /** The preceding word, lower-case. */
  prepWord: string | null;
  /** Readings of the noun after the number (after skipping adjectives). */
  noun: Reading[];
}

export interface NumberReading {
  kind: 'cardinal' | 'ordinal';
  a: Agreement;
}

/** Nouns after which a number names a position, not a quantity («19 век», «5 числа»). */
const ORDINAL_NOUNS = new Set(['век', 'столетие', 'тысячелетие', 'число']);
const YEAR_NOUN = 'год';
const MONTHS = new Set(MONTH_LEMMAS);
const NAMING_DATE = new Set(['сегодня', 'завтра', 'вчера', 'было', 'была', 'будет', 'есть', 'это', 'наступило', 'наступит', 'настало', 'настанет', 'пришло', 'дата', 'число']);

/**
 * The case of a day of the month: «21 мая» → «двадцать первое», «до 21 мая» → «до двадцать
 * первого», «к 21 мая» → «к двадцать первому», «по 21 мая» → «по двадцать первое».
 */
export function dateCase(prep: Case[] | null, prepWord: string | null): Case {
  // After another word the date says when something happened: «приехал 21 мая» (genitive);
  // alone, first, or after «сегодня», «наступило» it names the day (nominative).
  if (prep === null) return prepWord === null || NAMING_DATE.has(prepWord) ? 'nom' : 'gen';
  if (prepWord === 'о' || prepWord === 'об' || prepWord === 'при') return 'loc';
  if (prep.includes('gen')) return 'gen';
  if (prep.includes('dat') && prepWord !== 'по') return 'dat';
  if (prep.includes('acc')) return 'acc';
  return prep[0];
}

function inPrep(c: Case, prep: Case[] | null): boolean {
  return prep === null ? c === 'nom' : prep.includes(c);
}

/** The case of a nominative-or-accusative phrase after this preposition. */
function directCase(prep: Case[] | null, prepWord: string | null): Case {
  if (prep === null) return 'nom';
  if (prepWord === 'по') return 'acc';
  return prep.find((c) => c === 'acc' || c === 'gen') ?? 'acc';
}

interface Candidate {
  r: NumberReading;
  score: number;
  fits: boolean;
}

function gender(r: Reading): Gender {
  return r.gender ?? 'm';
}

function best(cands: Candidate[]): NumberReading | null {
  if (cands.length === 0) return null;
  // A reading the preposition allows beats a likelier one it does not.
  const pool = cands.some((c) => c.fits) ? cands.filter((c) => c.fits) : cands;
  return pool.reduce((a, b) => (b.score > a.score ? b : a)).r;
}

/** The ordinal agreement with a noun reading (a range of ordinals before a plural noun stays singular). */
export function ordinalAgreement(r: Reading, singularForRange = false): Agreement {
  return agreement(r.case, gender(r), r.plural && !singularForRange, r.animate);
}

function yearReading(n: number, r: Reading): NumberReading | null {
  // «2000 лет» counts years.
  if (r.lemma !== YEAR_NOUN || (r.plural && r.case === 'gen')) return null;
  if (n >= 1000 && n <= 3000) return { kind: 'ordinal', a: ordinalAgreement(r) };
  // «в 60 годах» — decades; «2 годами позже» stays a count.
  if (r.plural && r.case !== 'gen' && n >= 20 && n <= 90 && n % 10 === 0) return { kind: 'ordinal', a: ordinalAgreement(r) };
  return null;
}

/**
 * How a whole number `n` (or a decimal, `fraction`) before `ctx.noun` is read. Without noun
 * readings: a cardinal in the case the preposition wants, else nominative.
 */
export function readNumber(n: number, ctx: NumberContext, fraction = false): NumberReading {
  const { prep, prepWord, noun } = ctx;
  const cls = fraction ? 'frac' : countClass(n);
  const cardinals: Candidate[] = [];
  const ordinals: Candidate[] = [];
  // «1859 года» is a genitive singular, not the plural «года» (nominative «годы» spelt old-style).
  const singularYear = noun.some((r) => r.lemma === YEAR_NOUN && !r.plural);
  for (const r of noun) {
    if (!fraction && MONTHS.has(r.lemma) && r.case === 'gen' && !r.plural && n >= 1 && n <= 31) {
      ordinals.push({ r: { kind: 'ordinal', a: agreement(dateCase(prep, prepWord), 'n') }, score: r.score + 10, fits: true });
      continue;
    }
    const year = fraction || (singularYear && r.plural && r.lemma === YEAR_NOUN && n >= 1000) ? null : yearReading(n, r);
    if (year) {
      ordinals.push({ r: year, score: r.score + 10, fits: inPrep(r.case, prep) });
      continue;
    }
    if (!fraction && !r.plural && ORDINAL_NOUNS.has(r.lemma) && (r.lemma !== 'число' || r.case === 'gen')) {
      ordinals.push({ r: { kind: 'ordinal', a: ordinalAgreement(r) }, score: r.score + 10, fits: inPrep(r.case, prep) });
      continue;
    }
    const oblique = r.case === 'dat' || r.case === 'ins' || r.case === 'loc';
    const push = (c: Case, g: Gender = gender(r)) =>
      cardinals.push({ r: { kind: 'cardinal', a: agreement(c, g, false, r.animate) }, score: r.score, fits: inPrep(c, prep) });
    if (cls === 'one') {
      if (r.plural) continue;
      // «в 21 веке», «на 31 странице»: a compound number ending in one before a locative is a position.
      if (n > 20 && r.case === 'loc') ordinals.push({ r: { kind: 'ordinal', a: ordinalAgreement(r) }, score: r.score, fits: inPrep('loc', prep) });
      else push(r.case);
      continue;
    }
    if (!r.plural && r.case === 'gen' && (cls === 'few' || cls === 'frac')) push(directCase(prep, prepWord));
    else if (r.plural && r.case === 'gen' && (cls === 'many' || cls === 'few')) {
      push(cls === 'few' ? 'gen' : directCase(prep, prepWord));
      // «до 5 рублей»: the genitive the preposition asks for.
      if (prep?.includes('gen')) push('gen');
    } else if (r.plural && oblique) push(r.case);
    else if (!r.plural && !fraction) ordinals.push({ r: { kind: 'ordinal', a: ordinalAgreement(r) }, score: r.score, fits: inPrep(r.case, prep) });
  }
  const special = ordinals.filter((o) => o.score >= 10);
  if (special.length > 0) return best(special)!;
  const chosen = best(cardinals) ?? best(ordinals);
  if (chosen) return chosen;
  const c: Case = prep === null ? 'nom' : prepWord === 'по' && n !== 1 ? 'acc' : prep[0];
  return { kind: 'cardinal', a: agreement(c) };
}

/** For a range «5-7 лет» both ends read like the last one. */
export function readRange(last: number, ctx: NumberContext): NumberReading {
  return readNumber(last, ctx);
}
