// People a play names only against the others on stage: «Первый», «Второй», «Другой», «Один», «Он»,
// «Она». They are whoever of the group now on stage speaks first, second, or to the other one; when
// that group has gone and another come on, the next «Первый» is someone else («Два офицера.» /
// «Первый. …» / «Уходят.» / «Выходят двое зрителей.» / «Первый. …»). A group going off (a plural
// verb of leaving with no one named: «Уходят.», «Оба уходят.», «Исчезают в вихре плащей.») or a group
// coming on, counted («Два офицера.», «Выходят трое мужчин вместе.», «В средину танца врывается
// вторая пара влюбленных.») makes them new people. A new act does not: the same «Первый» may come
// back in it.
import { morphParses } from '../morphology.ts';
import { foldName, words } from '../text.ts';
import type { PlayPerson } from './people.ts';
import { remember } from '../bounded-cache.ts';

const RELATIVE = new Set(['один', 'одна', 'другой', 'другая', 'он', 'она']);

/** Label words met in plays; a cap keeps a long-running studio's memory flat (bounded-cache.ts). */
const FORMS_KEPT = 50_000;
const relativeCache = new Map<string, boolean>();

/** «первый», «вторая», «другой», «она»: a label key that names someone only against the others on stage. */
export function relativeLabel(key: string): boolean {
  if (key.includes(' ')) return false;
  if (RELATIVE.has(key)) return true;
  let hit = relativeCache.get(key);
  if (hit === undefined) hit = remember(relativeCache, key, morphParses(key).some((p) => p.tag.POS === 'ADJF' && p.tag.Anum === true && p.tag.nomn === true && p.tag.sing === true), FORMS_KEPT);
  return hit;
}

// Verbs of leaving the stage, by their lemma.
const LEAVING = new Set([
  'уходить', 'уйти', 'исчезать', 'исчезнуть', 'удаляться', 'удалиться', 'скрываться', 'скрыться', 'расходиться', 'разойтись',
  'разбегаться', 'разбежаться', 'уезжать', 'уехать', 'убегать', 'убежать',
]);
// Who leaves when a direction names the whole group.
const ALL = new Set(['все', 'оба', 'обе', 'те', 'они']);
// How many come on: «двое зрителей», «два офицера», «несколько людей», «пара влюбленных», «группа людей».
const COUNTED = new Set(['двое', 'трое', 'четверо', 'пятеро', 'шестеро', 'два', 'две', 'три', 'четыре', 'пять', 'несколько', 'пара', 'группа']);

/** A direction after which the people named only against each other are new ones. */
export function groupChanges(text: string): boolean {
  for (const sentence of text.replace(/^\(|\)[.,;]?$/g, '').split(/(?<=[.!?…;])\s+/)) {
    const ws = words(sentence).map((w) => foldName(w.text));
    const first = ALL.has(ws[0] ?? '') ? 1 : 0;
    if (ws[first] !== undefined && leavingPlural(ws[first])) return true;
    for (let i = 0; i < ws.length - 1; i++) if (COUNTED.has(ws[i]) && people(ws.slice(i + 1, i + 4))) return true;
  }
  return false;
}

const leavingCache = new Map<string, boolean>();

function leavingPlural(lower: string): boolean {
  // A plural verb in the present or past ends so («уходят», «исчезают», «скрылись»): only those are looked up.
  if (!/(?:ют|ят|ут|ат|ли)(?:сь|ся)?$/u.test(lower)) return false;
  let hit = leavingCache.get(lower);
  if (hit === undefined) hit = remember(leavingCache, lower, morphParses(lower).some((p) => p.tag.POS === 'VERB' && p.tag.plur === true && LEAVING.has(p.normalize().word)), FORMS_KEPT);
  return hit;
}

/**
 * People in the genitive among the next words: an animate noun («зрителей», «прилично одетых людей»,
 * «два офицера»), or an adjective standing for them, no noun after it («пара влюбленных»; not «два
 * больших стула»).
 */
function people(next: string[]): boolean {
  return next.some((w, i) => {
    const parses = morphParses(w);
    if (parses.some((p) => p.tag.POS === 'NOUN' && p.tag.anim === true && p.tag.gent === true)) return true;
    const adjective = parses.some((p) => (p.tag.POS === 'ADJF' || p.tag.POS === 'PRTF') && p.tag.gent === true && p.tag.plur === true);
    return adjective && (next[i + 1] === undefined || !morphParses(next[i + 1]).some((p) => p.tag.POS === 'NOUN'));
  });
}

/**
 * Who a relative label stands for now: the play's person in its first group, a new person of its own
 * in each later one (`copy`: its label and forms, votes of its own).
 */
export class Crowd {
  private generation = 0;
  private readonly current = new Map<PlayPerson, { generation: number; person: PlayPerson }>();
  private readonly copies = new Map<PlayPerson, number>();
  private readonly copy: (p: PlayPerson, n: number) => PlayPerson;
  /** People made for later groups; the play's characters include them. */
  readonly added: PlayPerson[] = [];

  constructor(copy: (p: PlayPerson, n: number) => PlayPerson) {
    this.copy = copy;
  }

  /** A new scene or group on stage. */
  change(): void {
    this.generation++;
  }

  resolve(person: PlayPerson): PlayPerson {
    if (!person.relative) return person;
    const seen = this.current.get(person);
    if (seen && seen.generation === this.generation) return seen.person;
    let now = person;
    if (seen) {
      const n = (this.copies.get(person) ?? 1) + 1;
      this.copies.set(person, n);
      now = this.copy(person, n);
      this.added.push(now);
    }
    this.current.set(person, { generation: this.generation, person: now });
    return now;
  }
}
