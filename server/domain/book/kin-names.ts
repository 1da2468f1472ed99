// Russian names say who is whose relative: a patronymic is made from the father's first name
// (Евгений Васильевич is the son of a Василий, Авдотья Романовна and Родион Романович are sister and
// brother). So «— сказал отец», «— отвечал брат» in a chapter that names the son or the sister is the
// one person the book names who can be that father or brother.
import type { Registry, Person } from './registry.ts';

/** The stem a patronymic is made from: «васильевич», «васильич», «васильевна» → «васил»; «ильич» → «ил». */
export function patronymicStem(patr: string): string {
  return strip(patr.replace(/(?:инична|ична|ишна|ич|на)$/u, '').replace(/(?:ов|ев)$/u, ''));
}

/** The stem of a first name, as a patronymic takes it: «василий» → «васил», «илья» → «ил», «николай» → «никола». */
export function firstNameStem(first: string): string {
  return strip(first.replace(/[йьая]$/u, ''));
}

const strip = (s: string) => s.replace(/ь/gu, '').replace(/и$/u, '');

/**
 * The one person of the book a kin word can be, as a relative of someone the chapter names (`named`):
 * «отец» of a Васильевич is a Василий, «сын»/«дочь» of a Василий a Васильевич/Васильевна, «брат»/«сестра»
 * someone of the same patronymic. Undefined when none or more than one fits.
 */
export function kinByName(kin: string, named: Set<string>, registry: Registry, genderOf: (id: string) => string): string | undefined {
  const relation = RELATIONS[kin];
  if (!relation) return undefined;
  const people = [...named].map((id) => registry.byId(id)).filter((p): p is Person => p !== undefined);
  const found = new Set<string>();
  for (const x of people) {
    for (const y of people) {
      if (x !== y && genderOf(y.id) === relation.sex && relation.fits(x, y)) found.add(y.id);
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

type Relation = { sex: 'm' | 'f'; fits: (of: Person, who: Person) => boolean };

const fatherOf = (of: Person, who: Person) => of.patr !== undefined && who.first !== undefined && patronymicStem(of.patr) === firstNameStem(who.first);
const childOf = (of: Person, who: Person) => fatherOf(who, of);
const siblingOf = (of: Person, who: Person) => of.patr !== undefined && who.patr !== undefined && patronymicStem(of.patr) === patronymicStem(who.patr) &&
  (of.last === undefined || who.last === undefined || of.last.slice(0, 4) === who.last.slice(0, 4));

const RELATIONS: Record<string, Relation> = {
  отец: { sex: 'm', fits: fatherOf },
  сын: { sex: 'm', fits: childOf },
  дочь: { sex: 'f', fits: childOf },
  брат: { sex: 'm', fits: siblingOf },
  сестра: { sex: 'f', fits: siblingOf },
};
