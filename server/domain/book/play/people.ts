// A play's people: its labels merged with the cast list's entries. «Простакова», «Г-жа Простакова» and
// «Госпожа Простакова, жена его» are one person; «Аркадина» is «Ирина Николаевна Аркадина, по мужу
// Треплева, актриса»; «Марья Дм.» is «Марья Дмитриевна». Labels of several people at once («Все»,
// «Оба», «Филипп и Блез») are people of their own, without a gender.
import type { Age, Gender } from '../../../contract/enums.ts';
import { fullNamesFor } from '../diminutives.ts';
import { capitalize } from '../text.ts';
import type { CastEntry } from './cast-list.ts';
import { GenderVotes, descriptionAge, nameGender, phraseGender, voiceOwnerGender } from './gender.ts';
import { TITLE_CUTS, labelKey, namesApart } from './labels.ts';
import { analyzeWord } from '../morphology.ts';
import { relativeLabel } from './crowd.ts';

export interface LabelStat {
  key: string;
  /** Printed forms and how often each opens a replica. */
  forms: Map<string, number>;
  count: number;
}

/** Counts one more replica opened by `label` (whose key is `key`). */
export function countLabel(stats: Map<string, LabelStat>, key: string, label: string): void {
  let s = stats.get(key);
  if (!s) stats.set(key, (s = { key, forms: new Map(), count: 0 }));
  s.count++;
  s.forms.set(label, (s.forms.get(label) ?? 0) + 1);
}

export interface PlayPerson {
  key: string;
  labelKeys: Set<string>;
  forms: Map<string, number>;
  cast: CastEntry | null;
  group: boolean;
  votes: GenderVotes;
  /** Named only against the others on stage («Первый», «Другой», «Она»): a new person in each group (crowd.ts). */
  relative: boolean;
  /** The n-th person of a relative label (2 and up), else undefined. */
  copy?: number;
}

// Titles that do not tell two people apart: «Г-жа Простакова» is «Простакова».
const TITLES = new Set(['госпожа', 'господин', 'гжа', 'гн', 'мадам', 'мадемуазель', 'мсье', 'мосье', 'сударь', 'сударыня', 'mme', 'mr', 'mrs']);
const GROUP = /^(?:все|оба|обе|хор|хором|голоса|толпа|народ|вместе|гости|дамы|мужики|бабы)$|\sи\s|,/u;

/** The words that name someone, titles dropped («г жа простакова» → [простакова]). */
export function core(key: string): string[] {
  const ws = key.replace(/(?:^| )г (жа|н)(?= |$)/g, ' г$1').trim().split(' ').filter(Boolean);
  const named = ws.filter((w) => !TITLES.has(w));
  return named.length > 0 ? named : ws;
}

/**
 * Every label word is one of the entry's, its diminutive, or (after the first word) an abbreviation
 * of one: «Марья Дм.», «Марья Дмитр.» for «Марья Дмитриевна» (but «Иван» is not «Иванов»).
 */
export function covers(entry: string[], label: string[]): boolean {
  return label.every((lw, i) => entry.some((ew, j) => ew === lw || fullNamesFor(lw).includes(ew) || (i > 0 && j > 0 && lw.length >= 2 && ew.length >= lw.length + 2 && ew.startsWith(lw)) || (i === 0 && j === 0 && (cutTitle(lw, ew) || cutName(lw, ew))) || roughForm(lw, ew) || roughForm(ew, lw)));
}

/** «Белинск.» of «Белинской»: a surname cut short is no word of its own (but «Иван» is not «Иванов»). */
function cutName(cut: string, name: string): boolean {
  return cut.length >= 4 && name.length >= cut.length + 2 && name.startsWith(cut) && !analyzeWord(capitalize(cut)).known;
}

/**
 * «Зойка» of «Зоя», «Манька» of «Маня», «Нинка» of «Нина»: the rough form of a first name in «-ка»
 * (left out of the diminutives for prose, where it may be someone else; two labels of one play are
 * one person).
 */
function roughForm(rough: string, name: string): boolean {
  if (!/[^аеиоуыэюя]ка$/u.test(rough) || name.length < 3 || !/[ая]$/u.test(name)) return false;
  const stem = rough.slice(0, -2);
  const base = name.slice(0, -1);
  return stem === base || stem === `${base}ь` || (name.endsWith('я') && /[аеиоуыэюя]$/u.test(base) && stem === `${base}й`);
}

/**
 * «К. Софья», «Кн. Софья», «Княжна Софья»: a title cut short, or its initial, before a name is the
 * title («к» of «кн», «кн» of «княжна»), when the rest of the label names the same person.
 */
function cutTitle(cut: string, title: string): boolean {
  return cut !== title && title.startsWith(cut) && (cut.length === 1 || TITLE_CUTS.has(cut)) && (TITLE_CUTS.has(title) || TITLE_WORDS.has(title));
}

// Titles and their gender; «кн» stands for «князь», «княжна» and «княгиня».
const TITLE_WORDS = new Map<string, Gender>([
  ['князь', 'm'], ['княжна', 'f'], ['княгиня', 'f'], ['граф', 'm'], ['графиня', 'f'], ['барон', 'm'], ['баронесса', 'f'],
  ['генерал', 'm'], ['генеральша', 'f'], ['капитан', 'm'], ['полковник', 'm'], ['полковница', 'f'], ['поручик', 'm'],
]);

/**
 * «Княжна» alone, where the play has one «Кн. Софья»: a title met alone is the one titled person of
 * its gender whose label cuts the title short («кн» for «княжна»). Null when none or several.
 */
function titledPerson(title: string, people: PlayPerson[]): PlayPerson | null {
  const gender = TITLE_WORDS.get(title);
  if (!gender) return null;
  const found = people.filter((p) => !p.group && [...p.forms.keys()].some((f) => {
    const ws = labelKey(f).split(' ');
    if (ws.length < 2 || !cutTitle(ws[0], title)) return false;
    const votes = new GenderVotes();
    nameGender(displayForm(f).split(/\s+/).slice(1).join(' '), votes, 1);
    return votes.result() === gender;
  }));
  return found.length === 1 ? found[0] : null;
}

/**
 * The words name two people who are not one: «арист эльмира сафир» (names run together); «марья
 * дмитревна» only names «марья дм», and «первый офицер» is one man though «Первый» speaks too.
 */
export function listsSeveral(words: string[], others: string[][]): boolean {
  const inside = others.filter((o) => covers(words, o) && nameLike(o));
  return inside.some((a) => inside.some((b) => !related(a, b)));
}

function nameLike(words: string[]): boolean {
  const first = words[0] ?? '';
  const info = analyzeWord(first.slice(0, 1).toUpperCase() + first.slice(1));
  return info.names.length > 0 || !info.known;
}

function related(a: string[], b: string[]): boolean {
  return a.some((w) => b.includes(w)) || covers(a, b) || covers(b, a);
}

export function buildPeople(labels: LabelStat[], cast: CastEntry[]): { people: PlayPerson[]; byLabel: Map<string, PlayPerson> } {
  const people: PlayPerson[] = [];
  const byLabel = new Map<string, PlayPerson>();
  const entryCores = cast.map((e) => core(labelKey(e.name)));
  const byEntry = new Map<number, PlayPerson>();
  const newPerson = (entry: CastEntry | null, group: boolean): PlayPerson => {
    const p: PlayPerson = { key: `role${people.length + 1}`, labelKeys: new Set(), forms: new Map(), cast: entry, group, votes: new GenderVotes(), relative: false };
    people.push(p);
    return p;
  };
  const attach = (p: PlayPerson, l: LabelStat) => {
    p.labelKeys.add(l.key);
    for (const [f, n] of l.forms) p.forms.set(f, (p.forms.get(f) ?? 0) + n);
    byLabel.set(l.key, p);
  };

  // Longest labels first, so «Марья Дмитриевна» has a person before «Марья Дм.» looks for one.
  const keys = new Set(labels.map((l) => l.key));
  const sorted = [...labels].sort((a, b) => b.key.length - a.key.length || b.count - a.count);
  for (const l of sorted) {
    const words = core(l.key);
    // «Арист Эльмира Сафир» (names run together) or «Маша и Нина»: several people, never one of them.
    // «Нинета, граф»: the play's labels apart by commas, in small letters too.
    const apart = [...l.forms.keys()].some((f) => f.includes(',') && namesApart(f).every((k) => k !== l.key && keys.has(k)));
    const group = GROUP.test(l.key) || apart || listsSeveral(words, labels.filter((o) => o !== l).map((o) => core(o.key)));
    if (!group) {
      const exact = entryCores.findIndex((c) => c.join(' ') === words.join(' '));
      const covering = entryCores.map((c, i) => (covers(c, words) ? i : -1)).filter((i) => i >= 0);
      const entry = exact >= 0 ? exact : covering.length === 1 ? covering[0] : -1;
      const held = entry >= 0 ? byEntry.get(entry) : undefined;
      // Two labels of one entry must be related («Марья Дм.», «Марья Дмитриевна»): entries run
      // together («Дон Гуан Лепорелло Дона Анна», lines joined without periods) would merge everyone.
      if (entry >= 0 && (!held || [...held.labelKeys].some((k) => related(core(k), words)))) {
        const p = held ?? newPerson(cast[entry], false);
        byEntry.set(entry, p);
        attach(p, l);
        continue;
      }
      // No entry: a longer label of the same person («Г-жа Простакова» for «Простакова»); but «Первый»
      // alone is whoever comes first in the group on stage, not «Первый офицер» nor «Муж второй дамы».
      const longer = relativeLabel(l.key) ? [] : people.filter((p) => !p.group && [...p.labelKeys].some((k) => covers(core(k), words)));
      const titled = longer.length === 0 && words.length === 1 ? titledPerson(words[0], people) : null;
      if (longer.length === 1 || titled) {
        attach(titled ?? longer[0], l);
        continue;
      }
    }
    attach(newPerson(null, group), l);
  }
  for (const p of people) if (!p.group) collectNameVotes(p);
  const merged = mergeVoices(people, byLabel);
  for (const p of merged) p.relative = !p.group && !p.cast && [...p.labelKeys].every(relativeLabel);
  return { people: merged, byLabel };
}

/** The n-th person of a relative label: its labels and forms, gender votes of its own. */
export function copyPerson(p: PlayPerson, n: number): PlayPerson {
  const c: PlayPerson = { ...p, key: `${p.key}_${n}`, votes: new GenderVotes(), copy: n };
  collectNameVotes(c);
  return c;
}

// Where a voice is heard from: «За сценой голос Кучумова», «Голос Телятева за сценой».
const VOICE = /^(?:(?:за сценой|из за сцены|за кулисами|из за кулис|за дверью|из за двери|издали|вдали) )?голос ((?:\p{L}+ ?){1,3}?)(?: (?:за сценой|из за сцены|за кулисами|из за кулис|за дверью|из за двери|издали|вдали))?$/u;

/**
 * «Голос Аркадиной», «За сценой голос Кучумова»: someone heard before they are seen is that person of
 * the play, when one person's label names them (the owner in the genitive, the label in the
 * nominative: «Аркадина», «Ананий Яковлев») and the genders agree. The voice's labels go to them.
 */
function mergeVoices(people: PlayPerson[], byLabel: Map<string, PlayPerson>): PlayPerson[] {
  const gone = new Set<PlayPerson>();
  for (const voice of people) {
    if (voice.group || voice.cast) continue;
    const owners = [...voice.labelKeys].map((k) => VOICE.exec(k)?.[1].split(' '));
    const owner = owners[0];
    if (!owner || owners.some((o) => o?.join(' ') !== owner.join(' '))) continue;
    const gender = voiceOwnerGender(displayForm(mainForm(voice)).replace(/^.*?голос\s+/iu, '').replace(/(?:^|\s)\p{Ll}.*$/u, ''));
    const found = people.filter((p) => p !== voice && !p.group && !gone.has(p)
      && [...p.labelKeys, ...(p.cast ? [labelKey(p.cast.name)] : [])].some((k) => !VOICE.test(k) && namesOwner(core(k), owner))
      && (!gender || !p.votes.result() || p.votes.result() === gender));
    if (found.length !== 1) continue;
    const [owner0] = found;
    for (const k of voice.labelKeys) {
      owner0.labelKeys.add(k);
      byLabel.set(k, owner0);
    }
    for (const [f, n] of voice.forms) owner0.forms.set(f, (owner0.forms.get(f) ?? 0) + n);
    gone.add(voice);
  }
  return people.filter((p) => !gone.has(p));
}

/** Each word of the label is one of the owner's, in the genitive («аркадина» / «аркадиной»), and back. */
function namesOwner(label: string[], owner: string[]): boolean {
  return label.length === owner.length && label.every((w, i) => sameStem(owner[i], w));
}

function sameStem(genitive: string, nominative: string): boolean {
  const a = genitive.replace(ENDING, '');
  const b = nominative.replace(ENDING, '');
  return a.length >= 3 && (a === b || (a.length === b.length + 1 && a.startsWith(b)) || (b.length === a.length + 1 && b.startsWith(a)));
}

const ENDING = /(?:ого|его|ой|ей|ий|ый|ая|ы|и|а|я|й|ь|у|ю|е|о)$/u;

function collectNameVotes(p: PlayPerson): void {
  if (p.cast) {
    nameGender(p.cast.name, p.votes, 3);
    p.votes.add(phraseGender(p.cast.description), 4);
    p.votes.add(phraseGender(p.cast.name), 3);
  }
  const label = mainForm(p);
  const voice = /^голос\s+(.+)$/iu.exec(label);
  const owner = voice ? voiceOwnerGender(voice[1]) : null;
  if (owner) {
    p.votes.add(owner, 4);
    return;
  }
  nameGender(label, p.votes, 2);
  p.votes.add(phraseGender(label), 2);
  // «Он», «Она»: a pronoun used as a name says whom it stands for.
  p.votes.add(PRONOUN_GENDER.get(labelKey(label)) ?? null, 3);
}

const PRONOUN_GENDER = new Map<string, Gender>([['он', 'm'], ['она', 'f']]);

/** The label the play uses most, in ordinary letters («МАША» → «Маша»). */
export function mainForm(p: PlayPerson): string {
  let best = '';
  let n = -1;
  for (const [f, c] of p.forms) if (c > n) [best, n] = [f, c];
  return displayForm(best);
}

export function displayForm(label: string): string {
  if (label !== label.toUpperCase()) return label;
  return label.toLowerCase().split(/(\s+)/).map((w) => (/^(?:и|за|в|на|с|из|у)$/.test(w) ? w : capitalize(w))).join('');
}

export function personGender(p: PlayPerson): Gender {
  return p.group ? '' : p.votes.result();
}

export function personAge(p: PlayPerson): Age {
  if (!p.cast) return '';
  return descriptionAge(`${p.cast.description} ${p.cast.name}`);
}
