// «"…," said her mother», «replied his wife»: a tag that names the speaker by kin of someone in the
// scene. The latest woman in mind is as often the daughter herself or her sister as the mother, so
// the kin is read from the names: a family shares a surname, and a mother or a wife is the one of
// them the book styles «Mrs.» or «Lady» («Mrs. Dashwood» to «Marianne Dashwood»), a father or a
// husband the one it styles «Mr.» or «Sir» by the surname («Mr. Woodhouse»).
import type { EnDiscourse } from './discourse.ts';
import type { EnPerson, EnRegistry } from './people.ts';
import { FIRST_NAME_TITLES } from './lexicon.ts';
import { givenNameGender } from './given-names.ts';

type Kin = { gender: 'm' | 'f'; married: boolean };

/** Kin nouns a family's surname tells: parents and spouses carry a married title, siblings and children need none. */
const KIN: Record<string, Kin> = {
  mother: { gender: 'f', married: true }, wife: { gender: 'f', married: true },
  father: { gender: 'm', married: true }, husband: { gender: 'm', married: true },
  sister: { gender: 'f', married: false }, brother: { gender: 'm', married: false },
  daughter: { gender: 'f', married: false }, son: { gender: 'm', married: false },
};

const MARRIED_TITLES: Record<'m' | 'f', string[]> = { f: ['mrs', 'lady'], m: ['mr', 'sir', 'lord'] };

/** People of the possessive's sex in mind whose kin is looked for, the latest first. */
const OWNERS = 3;
/** How far back in mind (mentions) the kin is looked for. */
const KIN_IN_MIND = 20;
/** A person of the book named this often at least may be the kin not in mind lately. */
const MIN_COUNT = 3;

/** The surname a person goes by: the last of a full name, or the one name a title like «Mrs.» or «Mr.» goes with. */
export function surnameOf(p: EnPerson | undefined): string | undefined {
  if (!p) return undefined;
  if (p.last) return p.last;
  if (p.tokens.length !== 1) return undefined;
  // «Miss Elinor» is styled by her first name, not a family's.
  if (givenNameGender(p.tokens[0]) !== undefined) return undefined;
  return [...p.titles.keys()].some((t) => !FIRST_NAME_TITLES.has(t)) ? p.tokens[0] : undefined;
}

/**
 * The one person in mind who is «his»/«her» `noun` by the family's surname: for each of the latest
 * people of the possessive's sex, the others of the kin's sex in mind who share that surname (with a
 * married title for a parent or a spouse); the first owner with exactly one such match gives it.
 */
export function kinInScene(noun: string, possessive: string, registry: EnRegistry, d: EnDiscourse, exclude: Set<string>): string | null {
  const kin = Object.hasOwn(KIN, noun) ? KIN[noun] : undefined;
  const ownerGender = possessive === 'his' ? 'm' : possessive === 'her' ? 'f' : null;
  if (!kin || !ownerGender) return null;
  const inMind = d.recent(kin.gender, exclude, KIN_IN_MIND);
  // Not in mind lately: the one of the book's people, if only one fits.
  const book = registry.persons.filter((p) => p.personLike && p.count >= MIN_COUNT && !exclude.has(p.id) && registry.genderOf(p.id) === kin.gender).map((p) => p.id);
  for (const owner of d.recent(ownerGender, new Set(), OWNERS)) {
    const surname = surnameOf(registry.byId(owner));
    if (!surname) continue;
    const fits = (k: string) => {
      const p = registry.byId(k);
      if (k === owner || !p || surnameOf(p) !== surname) return false;
      // «Mrs. John Dashwood» is John Dashwood's wife, no one else's kin of a married title.
      if (registry.isWife(k)) return noun === 'wife' && registry.byId(owner)?.tokens.join(' ') === p.tokens.join(' ');
      return !kin.married || MARRIED_TITLES[kin.gender].some((t) => (p.titles.get(t) ?? 0) > 0);
    };
    const matches = inMind.filter(fits);
    if (matches.length === 1) return matches[0];
    const known = book.filter(fits);
    if (matches.length === 0 && known.length === 1) return known[0];
  }
  return null;
}
