// Numbers with a written ending: «1-й», «3-го», «в 47-м году», «60-х годов», «5-ти», «2-мя»,
// and compound adjectives «5-летний» → «пятилетний». The ending narrows the forms; the noun
// after it and the preposition before it pick one.
import { CASES, type Agreement, type Case, type Gender } from './grammar-ru.ts';
import { cardinal, compoundStem } from './numbers-ru.ts';
import { ordinal, ordinalForms } from './ordinals-ru.ts';
import type { Reading } from './morph-ru.ts';

/** Endings of ordinals as people write them after a hyphen. */
const ORDINAL_ENDINGS = new Set([
  'й', 'я', 'е', 'го', 'ого', 'его', 'му', 'ому', 'ему', 'м', 'ым', 'им', 'ом', 'ем', 'ю', 'ую', 'х', 'ых', 'их',
  'ми', 'ыми', 'ими', 'ая', 'ое', 'ые', 'ый', 'ой', 'ий', 'ья', 'ье', 'ьи', 'ью', 'ей',
]);
/** Endings of cardinals in oblique cases: «5-ти» (пяти), «2-х» (двух), «2-мя» (двумя), «5-ю» (пятью). */
const CARDINAL_ENDINGS = new Set(['ти', 'ми', 'х', 'мя', 'ю', 'ух', 'ёх', 'ех', 'и', 'ью']);

export function isNumberEnding(e: string): boolean {
  return ORDINAL_ENDINGS.has(e) || CARDINAL_ENDINGS.has(e);
}

interface Form {
  text: string;
  kind: 'ordinal' | 'cardinal';
  a: Agreement;
}

function lastWord(t: string): string {
  return t.slice(t.lastIndexOf(' ') + 1);
}

function cardinalForms(n: number, ending: string): Form[] {
  if (!CARDINAL_ENDINGS.has(ending)) return [];
  const out: Form[] = [];
  for (const c of CASES) {
    if (c === 'nom' || c === 'acc') continue;
    for (const g of ['m', 'f'] as Gender[]) {
      const text = cardinal(n, g, c);
      if (lastWord(text).endsWith(ending) && !out.some((f) => f.text === text && f.a.case === c)) {
        out.push({ text, kind: 'cardinal', a: { case: c, gender: g, plural: false, animate: false } });
      }
    }
  }
  return out;
}

function matchesNoun(f: Form, r: Reading): boolean {
  if (f.kind === 'cardinal') return r.plural && (f.a.case === r.case || (f.a.case === 'gen' && r.case === 'acc' && r.animate));
  if (f.a.case !== r.case && !(r.case === 'acc' && r.animate && f.a.case === 'gen')) return false;
  if (f.a.plural !== r.plural) return false;
  return f.a.plural || r.gender === null || r.gender === f.a.gender;
}

/**
 * The reading of `n` written with `ending`. `noun` are the readings of the word after it,
 * `prep` the cases the word before it governs. Null when no form of the number ends so.
 */
export function readWithEnding(n: number, ending: string, noun: Reading[], prep: Case[] | null): { text: string; a: Agreement; kind: Form['kind'] } | null {
  const ordinals: Form[] = ORDINAL_ENDINGS.has(ending)
    ? ordinalForms(n).filter((f) => lastWord(f.text).endsWith(ending)).map((f) => ({ ...f, kind: 'ordinal' as const }))
    : [];
  const cardinals = cardinalForms(n, ending);
  // «2-х», «5-ти»: a cardinal when one fits the ending, else the ordinal («60-х» → шестидесятых).
  const all = cardinals.length > 0 && ['х', 'ти', 'ми', 'мя', 'и', 'ух', 'ёх', 'ех'].includes(ending) ? [...cardinals, ...ordinals] : [...ordinals, ...cardinals];
  if (all.length === 0) return null;
  const byScore = [...noun].sort((x, y) => y.score - x.score);
  const fitsPrep = (r: Reading) => prep === null || prep.includes(r.case);
  for (const pass of [true, false]) {
    for (const r of byScore) {
      if (pass && !fitsPrep(r)) continue;
      const f = all.find((x) => matchesNoun(x, r));
      if (f) return { ...f, a: { ...f.a, animate: r.animate } };
    }
  }
  // «90-е», «в 1990-е»: round tens with «-е» name decades (plural); «1-е» is a date (neuter).
  const pool = ending === 'е' && n >= 10 && n % 10 === 0 ? all.filter((f) => f.a.plural) : all;
  if (prep) {
    const f = pool.find((x) => prep.includes(x.a.case));
    if (f) return f;
  }
  return pool[0] ?? all[0];
}

/** «5-летний» → «пятилетний»; «2-комнатная» → «двухкомнатная». */
export function compoundAdjective(n: number, word: string): string {
  return compoundStem(n) + word;
}

/** The same ordinal for the first end of a range («60–70-х» → «шестидесятых – семидесятых»). */
export function ordinalLike(n: number, a: Agreement): string {
  return ordinal(n, a);
}
