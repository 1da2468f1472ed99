// People of a book from all their name mentions: «Николай Петрович», «Николаем Петровичем
// Кирсановым», «Аркадий», «Аркаша», «Мармеладова» → one person each, with the forms met.
//  - first name + patronymic make a person; a bare first name, surname or diminutive joins the
//    person that uses it (the most mentioned one when several do, marked ambiguous);
//  - surnames az does not know are grouped by declining each observed form with petrovich
//    («Мармеладов» → «Мармеладова», «Мармеладову»… if those forms occur, they are the same man).
import petrovich from 'petrovich';
import type { Gender } from '../../contract/enums.ts';
import { fullFirstName, patronymicAlone } from './name-forms.ts';
import { analogNameReadings, analyzeWord } from './morphology.ts';
import type { Mention } from './names.ts';
import { capitalize, foldName } from './text.ts';

export interface Person {
  id: string;
  first?: string;
  patr?: string;
  last?: string;
  /** Mentions resolved to this person (a measure of importance). */
  count: number;
  /** Gender votes from names: m minus f. */
  genderVotes: number;
  /** Surface forms in the nominative (or of unknown case) → how often. */
  forms: Map<string, number>;
  /** Some bare name/surname that led here could also mean another person. */
  ambiguous: boolean;
  /** The other persons such a bare name could mean. */
  rivals: string[];
}

export interface Registry {
  persons: Person[];
  /** Person id for a mention found by findMentions, or null (a sentence-start word that is no name). */
  resolve(m: Mention): string | null;
  byId(id: string): Person | undefined;
}

const PETROVICH_CASES = ['genitive', 'dative', 'accusative', 'instrumental', 'prepositional'] as const;
const petro = petrovich;

export function buildRegistry(input: Mention[]): Registry {
  const pick = readingChooser(input);
  const mentions = input.map(pick);
  const unknownNominative = groupUnknownForms(mentions);
  const norm = (m: Mention) => normalizeParts(pick(m), unknownNominative);

  const persons: Person[] = [];
  const sig2id = new Map<string, string>();
  const newPerson = (parts: Parts): Person => {
    const p: Person = { id: `c${persons.length + 1}`, ...parts, count: 0, genderVotes: 0, forms: new Map(), ambiguous: false, rivals: [] };
    persons.push(p);
    return p;
  };

  const named = mentions.filter((m) => !m.sentenceStart || m.first || m.patr || m.last);
  const firstNames = new Set([...named.map((m) => norm(m).first), ...input.flatMap((m) => (m.firstAlts ?? []).map((a) => a.first))]);
  const possessive = firstNamePossessives(named, new Set([...firstNames].filter((f): f is string => !!f)));
  const isPossessive = (m: Mention) => possessive.has(foldName(m.text)) && !m.verbSex;
  const usable = named.filter((m) => !isPossessive(m));
  const firstNamesUsed = new Set(usable.map((m) => norm(m).first).filter((f): f is string => !!f));

  // 1) first name + patronymic (with a surname when given); the nominatives first, so a first name met
  // in another case («Вомье Едотовне») joins the one of its stem and patronymic («Вомья Едотовна»).
  const nominativeFirst = [...usable].sort((a, b) => Number(!a.cases.has('nomn')) - Number(!b.cases.has('nomn')));
  for (const m of nominativeFirst) {
    const n = norm(m);
    if (!n.first || !n.patr) continue;
    const sig = signature(n);
    const key = `fp:${n.first}|${n.patr}`;
    let id = sig2id.get(key);
    const stem = stemOf(n.first);
    if (id === undefined && stem.length >= 3) {
      const same = persons.filter((p) => p.patr === n.patr && p.first !== undefined && stemOf(p.first) === stem);
      if (same.length === 1) sig2id.set(key, (id = same[0].id));
    }
    if (id === undefined) {
      id = newPerson({ first: n.first, patr: n.patr }).id;
      sig2id.set(key, id);
    }
    const person = persons[Number(id.slice(1)) - 1];
    if (n.last && !person.last) person.last = n.last;
    sig2id.set(sig, id);
  }
  // 2) first name + surname; the surnames the book uses alone most first («Евгений Базаров» before
  // «Евгении Онегине», a title).
  const bareLast = new Map<string, number>();
  for (const m of usable) {
    const n = norm(m);
    if (n.last && !n.first && !n.patr) bareLast.set(n.last, (bareLast.get(n.last) ?? 0) + 1);
  }
  const byBareLast = [...usable].sort((a, b) => (bareLast.get(norm(b).last ?? '') ?? 0) - (bareLast.get(norm(a).last ?? '') ?? 0));
  for (const m of byBareLast) {
    const n = norm(m);
    if (!n.first || n.patr || !n.last) continue;
    const sig = signature(n);
    if (sig2id.has(sig)) continue;
    // «Евгений Базаров» is the book's one «Евгений Васильевич» (no other Евгений with a patronymic);
    // «Евгений Васильев» is that patronymic said the old way, not a surname.
    const withPatronymic = persons.filter((x) => x.first === n.first && x.patr !== undefined);
    const one = withPatronymic.length === 1 ? withPatronymic[0] : undefined;
    const semiPatronymic = one?.patr !== undefined && one.patr.startsWith(n.last.replace(/а$/u, ''));
    const carried = (bareLast.get(n.last) ?? 0) >= 2;
    const same = one && (semiPatronymic || (carried && (one.last === undefined || one.last === n.last))) ? one : undefined;
    if (same && !semiPatronymic) same.last = n.last;
    const p = same ?? persons.find((x) => x.first === n.first && x.last === n.last) ?? newPerson({ first: n.first, last: n.last });
    sig2id.set(sig, p.id);
  }
  // «Фамилия чиновника была Башмачкин. … Имя его было Акакий Акакиевич»: the surname is his.
  for (const m of usable) {
    if (!m.surnameOf) continue;
    const id = sig2id.get(signature(norm(m.surnameOf)));
    const person = id === undefined ? undefined : persons[Number(id.slice(1)) - 1];
    const last = norm(m).last;
    if (person && last && person.last === undefined) person.last = last;
  }
  // 3) bare names, patronymics, surnames.
  const counts = new Map<string, number>();
  for (const m of usable) counts.set(signature(norm(m)), (counts.get(signature(norm(m))) ?? 0) + 1);
  // How much the book uses a person's names: its full signature, its name and patronymic, its surname alone.
  const popularity = (p: Person) => (counts.get(signature(p)) ?? 0) +
    (p.patr ? counts.get(signature({ first: p.first, patr: p.patr })) ?? 0 : 0) + (p.last ? bareLast.get(p.last) ?? 0 : 0);
  // Gender a person's own full mentions give («Пульхерия Александровна Раскольникова» is a woman).
  const ownGender = new Map<string, number>();
  for (const m of usable) {
    const id = sig2id.get(signature(norm(m)));
    if (id && m.gender) ownGender.set(id, (ownGender.get(id) ?? 0) + (m.gender === 'm' ? 1 : -1));
  }
  const compatible = (p: Person, g: string) => {
    const v = ownGender.get(p.id) ?? 0;
    return !g || v === 0 || (v > 0 ? 'm' : 'f') === g;
  };
  for (const m of usable) {
    const n = norm(m);
    const sig = signature(n);
    if (sig2id.has(sig)) continue;
    let candidates: Person[] = [];
    let parts: Parts = n;
    if (n.first && !n.patr && !n.last) {
      const full = fullFirstName(n.first, firstNamesUsed);
      const first = full ?? n.first;
      parts = { first };
      candidates = persons.filter((p) => p.first === first);
    } else if (n.patr && !n.first && !n.last) {
      candidates = persons.filter((p) => p.patr === n.patr);
      if (candidates.length > 1) candidates = [];
    } else if (n.last && !n.first && !n.patr && (firstNamesUsed.has(n.last) || fullFirstName(n.last, firstNamesUsed))) {
      // «Фенечкой» read as a surname is the Фенечка the book names elsewhere; «Сашенька», «Настенька»
      // (az reads neither as a name) the Александр, the Настасья it names.
      const first = fullFirstName(n.last, firstNamesUsed) ?? n.last;
      parts = { first };
      candidates = persons.filter((p) => p.first === first);
    } else if (n.last && !n.first && !n.patr && patronymicAlone(n.last) && persons.some((p) => p.patr === patronymicAlone(n.last ?? ''))) {
      // «сказал Ефимыч»: a patronymic az takes for a surname, the one person of that patronymic.
      candidates = persons.filter((p) => p.patr === patronymicAlone(n.last ?? ''));
      if (candidates.length > 1) candidates = [];
    } else if (n.last && !n.first && !n.patr) {
      const alts = new Set([n.last, ...(m.lastAlts ?? [])]);
      candidates = persons.filter((p) => p.last !== undefined && alts.has(p.last));
      // «Раскольников» (he) is not his mother «Пульхерия Александровна Раскольникова».
      const sameGender = candidates.filter((p) => compatible(p, m.gender) && (p.last === n.last || !m.gender));
      if (m.gender && sameGender.length > 0) candidates = sameGender;
    }
    if (candidates.length === 0 && n.last && !n.first && !n.patr && !firstNamesUsed.has(n.last)) {
      // A surname met alone: the one person with a first name that carries it, when there is one.
      const carriers = persons.filter((p) => p.last === n.last && p.first !== undefined);
      if (carriers.length === 1) candidates = carriers;
    }
    if (candidates.length === 0) {
      const p = newPerson(parts);
      sig2id.set(sig, p.id);
      if (signature(parts) !== sig) sig2id.set(signature(parts), p.id);
      continue;
    }
    candidates.sort((a, b) => popularity(b) - popularity(a));
    if (candidates.length > 1) {
      candidates[0].ambiguous = true;
      for (const c of candidates.slice(1)) if (!candidates[0].rivals.includes(c.id)) candidates[0].rivals.push(c.id);
    }
    sig2id.set(sig, candidates[0].id);
  }

  mergeShortForms(persons, sig2id);
  const byId = (id: string) => persons[Number(id.slice(1)) - 1];
  const resolve = (m: Mention): string | null => {
    if (isPossessive(m)) return null;
    if (m.sentenceStart && !m.first && !m.patr && !m.last) {
      // An unknown capitalised word at a sentence start is a name only if met inside sentences too.
      const id = sig2id.get(signature(norm(m)));
      return id ?? openingAnalog(m);
    }
    return sig2id.get(signature(norm(m))) ?? null;
  };

  // «Одгозий остановил его»: a name no dictionary knows, opening a sentence, has no reading of its own
  // (a capital proves nothing there); read by its ending as a mid-sentence one is, it is the one person
  // the book names so, when there is one.
  function openingAnalog(m: Mention): string | null {
    if (!m.unknown || m.unknown.includes(' ')) return null;
    const ids = new Set<string>();
    for (const r of analogNameReadings(capitalize(m.unknown))) {
      const nom = foldName(r.nominative);
      const id = sig2id.get(signature(r.kind === 'first' ? { first: nom } : r.kind === 'patr' ? { patr: nom } : { last: nom }));
      if (id !== undefined) ids.add(id);
    }
    return ids.size === 1 ? [...ids][0] : null;
  }

  for (const m of usable) {
    const id = resolve(m);
    if (id === null) continue;
    const p = byId(id);
    p.count++;
    p.genderVotes += m.gender === 'm' ? 1 : m.gender === 'f' ? -1 : 0;
    if (m.cases.size === 0 || m.cases.has('nomn')) p.forms.set(m.text, (p.forms.get(m.text) ?? 0) + 1);
  }
  return { persons, resolve, byId };
}

/**
 * Lone names with several readings take the one the book uses most in mentions that are not in
 * doubt («Петра» → Пётр when «Пётр» is met, the woman Петра otherwise).
 */
function readingChooser(mentions: Mention[]): (m: Mention) => Mention {
  const freq = new Map<string, number>();
  for (const m of mentions) if (m.first && !m.firstAlts) freq.set(m.first, (freq.get(m.first) ?? 0) + 1);
  // «Ульяна сидела», «сказала Ульяна»: the reading that is the name as written, of the sex of its verb.
  for (const m of mentions) {
    const own = m.verbSex ? m.firstAlts?.find((a) => a.first === foldName(m.text) && a.gender === m.verbSex) : undefined;
    if (own) freq.set(own.first, (freq.get(own.first) ?? 0) + 1);
  }
  return (m) => {
    if (!m.firstAlts) return m;
    let best = m.firstAlts.find((a) => a.first === m.first) ?? m.firstAlts[0];
    for (const a of m.firstAlts) if ((freq.get(a.first) ?? 0) > (freq.get(best.first) ?? 0)) best = a;
    if (best.first === m.first) return m;
    // A lone name's sex was its first reading's («Ряра» as Ряр's genitive: a man); the reading taken
    // instead brings its own, or none but its verb's («Ряра», a name of no known sex).
    const gender = best.gender || (m.text.includes(' ') ? m.gender : m.verbSex ?? '');
    return { ...m, first: best.first, gender };
  };
}

/**
 * English (and unknown foreign) names: «Rabbit» is «White Rabbit» when exactly one longer name
 * ends with it («Hare» → «March Hare»).
 */
function mergeShortForms(persons: Person[], sig2id: Map<string, string>): void {
  const multi = persons.filter((p) => !p.first && !p.patr && p.last?.includes(' '));
  if (multi.length === 0) return;
  for (const [sig, id] of sig2id) {
    const p = persons[Number(id.slice(1)) - 1];
    if (!p || p.first || p.patr || !p.last || p.last.includes(' ')) continue;
    const longer = multi.filter((x) => x.last?.endsWith(` ${p.last}`));
    if (longer.length === 1) sig2id.set(sig, longer[0].id);
  }
}

interface Parts {
  first?: string;
  patr?: string;
  last?: string;
}

/**
 * «Рярина мать», «отца Рярина», «в Ряриных объятиях»: a lone word built on a first name the book uses in
 * «-а»/«-я» (Ряра → Рярин, Петя → Петин) is that person's possessive adjective, not a surname nor a
 * woman's name — unless the book gives it a first name or patronymic beside it («Пётр Ильин») or a
 * dictionary knows it as a first name («Ирина», not of «Ира»). Decided for the whole book, since an
 * unknown name's possessive looks like any unknown surname.
 */
function firstNamePossessives(mentions: Mention[], firstNames: Set<string>): Set<string> {
  const carried = new Set(mentions.filter((m) => m.text.includes(' ')).flatMap((m) => foldName(m.text).split(' ')));
  const out = new Set<string>();
  for (const m of mentions) {
    const w = foldName(m.text);
    if (w.includes(' ') || m.patr || carried.has(w)) continue;
    const x = /^(.+)[иы]н(?:а|у|ым|ом|е|ой|ою|ы|ых|ыми|о)?$/u.exec(w);
    if (!x || x[1].length < 2 || !['а', 'я'].some((end) => firstNames.has(x[1] + end))) continue;
    const info = analyzeWord(capitalize(w));
    if (info.known && info.names.some((r) => r.kind === 'first' && r.nominative.length > 0)) continue;
    out.add(w);
  }
  return out;
}

function signature(p: Parts): string {
  return `${p.first ?? ''}|${p.patr ?? ''}|${p.last ?? ''}`;
}

/** A first name's stem, its vowel ending cut («Вомья», «Вомье» → «вомь»). */
function stemOf(first: string): string {
  return first.replace(/[аяуюеиыоь]+$/u, '');
}

/** Unknown capitalised words are surnames (or foreign names): take their nominative. */
function normalizeParts(m: Mention, unknownNominative: Map<string, string>): Parts {
  const parts: Parts = { first: m.first, patr: m.patr, last: m.last };
  // «Модясева Якановна», «Вомье Едотовне»: the word right before a patronymic is a first name, never a
  // surname, whatever its ending says (a surname stands before a first name, or after the patronymic).
  const words = parts.patr && !parts.first ? foldName(m.text).split(' ') : null;
  if (words && parts.last && !m.unknown && words.length === 2 && words[0] !== parts.patr) {
    return { first: words[0], patr: parts.patr };
  }
  if (m.unknown) {
    const nom = unknownNominative.get(m.unknown) ?? m.unknown;
    if (words && words[0] === m.unknown) parts.first = nom;
    else if (!parts.last) parts.last = nom;
    else if (!parts.first) parts.first = nom;
  }
  return parts;
}

/** Observed form → its nominative, when declining another observed form yields it. */
function groupUnknownForms(mentions: Mention[]): Map<string, string> {
  const freq = new Map<string, number>();
  for (const m of mentions) if (m.unknown && !m.unknown.includes(' ')) freq.set(m.unknown, (freq.get(m.unknown) ?? 0) + 1);
  const nominative = new Map<string, string>();
  // More frequent forms first: the nominative of a speaker is among its commonest forms.
  const forms = [...freq.keys()].sort((a, b) => (freq.get(b) ?? 0) - (freq.get(a) ?? 0));
  for (const x of forms) {
    if (!/^[а-яё]+$/u.test(x) || nominative.has(x)) continue;
    const cap = capitalize(x);
    for (const g of ['male', 'female'] as const) {
      for (const kind of ['last', 'first'] as const) {
        for (const c of PETROVICH_CASES) {
          let y: string;
          try {
            y = petro[g][kind][c](cap).toLowerCase();
          } catch {
            continue;
          }
          if (y !== x && freq.has(y) && !nominative.has(y)) nominative.set(y, x);
        }
      }
    }
  }
  return nominative;
}

export function personGender(p: Person): Gender {
  return p.genderVotes > 0 ? 'm' : p.genderVotes < 0 ? 'f' : '';
}

/** The name to show: the commonest nominative form met, else the parts put together. */
export function personName(p: Person): string {
  let best = '';
  let bestN = 0;
  const full = [p.first, p.patr].filter(Boolean).length;
  const canonical = [p.first, p.patr].filter(Boolean).join(' ') || (p.last ?? '');
  for (const [form, n] of p.forms) {
    // Prefer the fullest form among the frequent ones: «Николай Петрович» over «Николай»; and the
    // form that is the name's own nominative («Заметов», not «Заметова» read as a nominative).
    const own = form.toLowerCase().replace(/ё/g, 'е') === canonical ? 2 : 1;
    const score = own * n * (1 + 0.5 * Math.min(form.split(' ').length, full || 1));
    if (score > bestN) {
      best = form;
      bestN = score;
    }
  }
  if (best) return best;
  return [p.first, p.patr].filter(Boolean).map((s) => capitalize(s as string)).join(' ') || capitalize(p.last ?? '');
}
