// The stress of a capitalised word read as a name. Giella's proper nouns come first where it
// stresses them (its first names are reliable: Мари́я, Влади́мир, Фёдор; the Wikipedia-derived
// list has Ма́рия and Владими́р), then a surname in -ин from its base word, then the proper-noun list. A form neither knows takes the stress
// of its name's other form on the stem they share (Раскольникова from Раскольников), so a name
// the book repeats is said one way throughout; a surname only the model can stress is stressed
// from its base form, for the same reason.
import type { GiellaStress } from './giella.ts';
import { isVowel, vowelCount } from './letters.ts';
import type { StressModel } from './stressrnn.ts';

export interface NameSources {
  giella: GiellaStress | null;
  properNouns: ReadonlyMap<string, number>;
  model: StressModel | null;
}

export interface NameStress {
  /** Lower case, ё where the name has it. */
  spelled: string;
  stress: number;
}

// Case endings of names, longest first: what is left is the stem the forms share.
const ENDINGS = ['ами', 'ями', 'ыми', 'ими', 'ого', 'его', 'ому', 'ему', 'ой', 'ей', 'ою', 'ею', 'ом', 'ем', 'ём', 'ым', 'им', 'ых', 'их', 'ах', 'ях', 'ам', 'ям', 'а', 'я', 'у', 'ю', 'е', 'ы', 'и'];
const NOMINATIVE = ['', 'а', 'я', 'й', 'ь', 'о'];
const SURNAME = /(ов|ев|ёв|ин|ын)$/u;

export function nameStress(word: string, s: NameSources): NameStress | null {
  const props = giellaName(word, s);
  if (props) return props;
  const fromBase = inSurname(word, s);
  if (fromBase) return fromBase;
  const own = known(word, s);
  if (own) return own;
  const lower = word.toLowerCase();
  for (const e of ENDINGS) {
    if (!lower.endsWith(e) || lower.length - e.length < 3) continue;
    const stem = word.slice(0, word.length - e.length);
    for (const n of NOMINATIVE) {
      const base = stem + n;
      if (base === word) continue;
      const b = known(base, s) ?? (SURNAME.test(base) ? modelStress(base, s) : null);
      if (b && b.stress < stem.length && isVowel(lower[b.stress])) return onStem(lower, b);
    }
  }
  return SURNAME.test(lower) ? modelStress(word, s) : null;
}

/** Giella's proper-noun reading with a stress (one). */
function giellaName(word: string, s: NameSources): NameStress | null {
  const props = (s.giella?.variants(word) ?? []).filter((v) => v.stress !== null && v.readings.some((r) => r.tags.includes('Prop')));
  const stressed = new Set(props.map((v) => `${v.spelled}:${v.stress}`));
  return stressed.size === 1 && props[0].stress !== null ? { spelled: props[0].spelled, stress: props[0].stress } : null;
}

/**
 * A surname in -ин/-ын made from a word in -а/-я keeps that word's stress on the stem (Ле́на →
 * Ле́нин, пу́шка → Пу́шкин, Зоси́ма → Зоси́мов is -ов and not here), or stresses -и́н when the word
 * stresses its ending (Фома́ → Фоми́н, борода́ → Бороди́н). The list of names has slips exactly in
 * such famous names (Лени́н), so this comes first; only a base the dictionary stresses one way counts.
 */
function inSurname(word: string, s: NameSources): NameStress | null {
  const lower = word.toLowerCase();
  for (const e of ['', ...ENDINGS]) {
    if (!lower.endsWith(e)) continue;
    const stem = lower.slice(0, lower.length - e.length);
    if (stem.length < 5 || !/[иы]н$/u.test(stem)) continue;
    const root = stem.slice(0, -2);
    for (const ending of ['а', 'я']) {
      const base = root + ending;
      // The word itself (a nominative: башмачка, the genitive of башмачок, is no base of Башмачкин).
      const vs = [...(s.giella?.variants(base) ?? []), ...(s.giella?.variants(base[0].toUpperCase() + base.slice(1)) ?? [])]
        .filter((v) => v.stress !== null && v.readings.some((r) => r.tags.includes('Nom') && r.tags.includes('Sg')));
      const stresses = new Set(vs.map((v) => v.stress));
      if (stresses.size !== 1 || vs[0].stress === null) continue;
      const at = vs[0].stress;
      if (at === base.length - 1) return { spelled: lower, stress: root.length };
      if (isVowel(lower[at]) && vs[0].spelled.slice(0, at + 1).replaceAll('ё', 'е') === lower.slice(0, at + 1)) return onStem(lower, { spelled: vs[0].spelled, stress: at });
    }
  }
  return null;
}

/** Giella's proper-noun reading with a stress, else the proper-noun list. */
function known(word: string, s: NameSources): NameStress | null {
  const g = giellaName(word, s);
  if (g) return g;
  const lower = word.toLowerCase();
  const listed = s.properNouns.get(word) ?? s.properNouns.get(lower[0].toUpperCase() + lower.slice(1));
  return listed !== undefined && vowelCount(lower) > 0 ? { spelled: lower, stress: listed } : null;
}

/**
 * A capitalised word no dictionary knows, most likely a name: the model's stress of its bare stem
 * (the first base the endings leave) carried to the form, else of the form alone; every form of
 * the name then shares one stress wherever the book has it (Тарамбу́к, Тарамбу́ком, Тарамбу́ку).
 */
export function unknownNameStress(word: string, s: NameSources): number | null {
  const lower = word.toLowerCase();
  for (const e of ENDINGS) {
    if (!lower.endsWith(e) || lower.length - e.length < 3) continue;
    const stem = lower.slice(0, lower.length - e.length);
    const b = modelStress(stem, s);
    if (b && b.stress < stem.length && isVowel(lower[b.stress])) return b.stress;
    break;
  }
  return modelStress(word, s)?.stress ?? null;
}

function modelStress(word: string, s: NameSources): NameStress | null {
  const lower = word.toLowerCase();
  const stress = s.model?.stress(lower, '') ?? null;
  return stress === null ? null : { spelled: lower, stress };
}

/** The base's stress on the form; a ё of the base's stressed vowel carries over (Фёдора). */
function onStem(lower: string, b: NameStress): NameStress {
  const yo = b.spelled[b.stress] === 'ё' && lower[b.stress] === 'е';
  return { spelled: yo ? `${lower.slice(0, b.stress)}ё${lower.slice(b.stress + 1)}` : lower, stress: b.stress };
}
