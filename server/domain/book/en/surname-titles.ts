// A man the book names by a title and his surname is, with no more than that, a person of his own for
// the name rules: «Mr. Ratcliffe» is not «Inspector Ratcliffe», «Mr. Oakley» none of the Oakleys the
// book names in full. Three conventions of the text tie them (round 28):
//   - the same surname under two men's titles, where the book names no man of that surname in full and
//     never puts the two forms in one paragraph, is one man who changed his title or is called by
//     either («Captain Weston» who became «Mr. Weston», «Comrade Buttons» whom others call «Mr. Buttons»);
//   - of a family of men named in full, «Mr. Oakley» is the one the narration does not call by his
//     first name, where every other one it mostly does («Maurice Oakley», «Maurice» half the time;
//     his brother «Frank», «Francis» nearly always): the same reading the bare surname gets (people.ts);
//   - a full name met once or twice (a formal name in a letter) is no second man beside the one named
//     in full often, where the title and he never meet in a paragraph.
import type { EnParagraph } from './attribute.ts';
import { givenNameGender, PET_NAMES } from './given-names.ts';
import { FIRST_NAME_TITLES, TITLES } from './lexicon.ts';
import type { EnPerson, EnRegistry } from './people.ts';

/** Titles of a man by his surname («Mr.», «Inspector», «Comrade», «Dr.»), not by his first name («Sir Thomas»). */
const surnameTitleOfMan = (t: string) => t !== '' && TITLES[t] !== 'f' && !FIRST_NAME_TITLES.has(t) && t !== 'lord' && t !== 'st' && t !== 'cousin';

/** The one title a person is named with (none or several: ''). */
function onlyTitle(p: EnPerson): string {
  const titles = [...p.titles.keys()];
  return titles.length === 1 ? titles[0] : '';
}

/**
 * A man named with a first name and this surname: a first name a list knows, or one the book gives a
 * sex (names no list knows, as an unseen book's are), not a woman.
 */
const namedInFull = (q: EnPerson, surname: string, registry: EnRegistry) =>
  q.count > 0 && q.tokens.length > 1 && q.last === surname && q.first !== undefined && registry.genderOf(q.id) !== 'f' &&
  (givenNameGender(q.first) !== undefined || registry.genderOf(q.id) === 'm');

/** «Inspector Ratcliffe» and «Mr. Ratcliffe», never side by side and no Ratcliffe named in full: one man. */
export function joinTitledSurnames(paragraphs: EnParagraph[], registry: EnRegistry): void {
  const bySurname = new Map<string, EnPerson[]>();
  for (const p of registry.persons) {
    const title = onlyTitle(p);
    if (p.count === 0 || p.tokens.length !== 1 || p.last !== p.tokens[0] || !surnameTitleOfMan(title) || registry.genderOf(p.id) === 'f') continue;
    bySurname.set(p.tokens[0], [...(bySurname.get(p.tokens[0]) ?? []), p]);
  }
  for (const [surname, men] of bySurname) {
    // Three titles of one surname («Mr.», «Captain», «General Tilney») are a family, not one man's names.
    if (men.length !== 2 || registry.persons.some((q) => namedInFull(q, surname, registry))) continue;
    const [a, b] = men.sort((x, y) => y.count - x.count);
    if (paragraphs.some((p) => meets(p, a.id, b.id, registry))) continue;
    registry.join(b.id, a.id);
  }
}

/** Both people are named in the paragraph (its speech too: a man does not talk to himself). */
function meets(p: EnParagraph, a: string, b: string, registry: EnRegistry): boolean {
  const keys = new Set(p.mentions.map((m) => registry.resolve(m)));
  return keys.has(a) && keys.has(b);
}

/**
 * The share of a man's mentions that are his bare first name or its pet forms, wherever the registry put
 * them: a first name no list knows may be a person of its own («Polimap» beside «Polimap Fikesi»).
 */
function firstNamedShare(q: EnPerson, registry: EnRegistry): number {
  const first = q.first ?? '';
  const own = new Set([first, ...Object.entries(PET_NAMES).filter(([, full]) => full.includes(first)).map(([pet]) => pet)]);
  let mine = 0;
  let elsewhere = 0;
  // His own forms, and the bare first name where the registry left it a person of its own; not another
  // man's titled one («Sir John» of John Middleton is no call of John Dashwood).
  for (const p of registry.persons.filter((x) => x === q || (x.tokens.length === 1 && own.has(x.tokens[0])))) {
    for (const [form, k] of p.forms) {
      // «Sir Thomas», «Uncle Tom»: a title before the first name calls him by it too.
      const words = form.split(' ').filter((w) => !(w.toLowerCase().replace(/\.$/, '') in TITLES));
      if (words.length !== 1 || !own.has(words[0].toLowerCase()) || (p !== q && form.includes(' '))) continue;
      if (p === q) mine += k;
      else elsewhere += k;
    }
  }
  return (mine + elsewhere) / (q.count + elsewhere || 1);
}

/** Mostly called by his first name: the narration's «Frank», «Francis» for Francis Oakley. */
const FIRST_NAMED = 0.8;
/** Called by his full name or surname often enough to be the family's «Mr. Oakley». */
const SURNAME_NAMED = 0.6;

/** A person the book names only as «Mr. X» (no first name, not a wife by her husband's name). */
const isMrSurnameOnly = (p: EnRegistry['persons'][number], registry: EnRegistry) =>
  p.count > 0 && p.tokens.length === 1 && p.last === p.tokens[0] && onlyTitle(p) === 'mr' && !registry.isWife(p.id);

/** «Mr. Oakley» with Maurice Oakley and Francis Oakley: the one the narration calls by his surname. */
export function joinSurnameHolder(registry: EnRegistry): void {
  for (const p of registry.persons) {
    if (!isMrSurnameOnly(p, registry)) continue;
    const surname = p.tokens[0];
    // A man named in full once or twice tells nothing of how the narration calls him.
    const family = registry.persons.filter((q) => q !== p && q.count >= 3 && namedInFull(q, surname, registry) && registry.genderOf(q.id) === 'm');
    // One man named in full is the people rules' own case (a title and one name, people.ts).
    if (family.length < 2) continue;
    // A man with a rank of his own («Sir Thomas», «Captain Tilney») is not the family's «Mr.».
    const holders = family.filter((q) => firstNamedShare(q, registry) < SURNAME_NAMED && [...q.titles.keys()].every((t) => t === 'mr'));
    if (holders.length !== 1 || family.some((q) => q !== holders[0] && firstNamedShare(q, registry) < FIRST_NAMED)) continue;
    registry.join(p.id, holders[0].id);
  }
}

/**
 * «Mr Grant-Menzies» with «Jock Grant-Menzies», named a hundred times, and «Mr Jocelyn Grant-Menzies»,
 * once (the formal name in a letter): a full name met once or twice is no second man to keep the
 * title apart for. The one man named in full three times at least is he, where the two are never
 * named in one paragraph (a father and a son are).
 */
export function joinOnlyNamedInFull(paragraphs: EnParagraph[], registry: EnRegistry): void {
  for (const p of registry.persons) {
    if (!isMrSurnameOnly(p, registry)) continue;
    const named = registry.persons.filter((q) => q !== p && namedInFull(q, p.tokens[0], registry));
    const often = named.filter((q) => q.count >= 3);
    if (often.length !== 1 || named.length < 2 || registry.genderOf(often[0].id) !== 'm') continue;
    if (paragraphs.some((x) => meets(x, p.id, often[0].id, registry))) continue;
    registry.join(p.id, often[0].id);
  }
}
