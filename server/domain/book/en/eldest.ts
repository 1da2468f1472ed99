// The eldest-sibling convention of 19th- and early 20th-century English: of sisters, «Miss Bertram»
// alone is the eldest unmarried daughter (the others are «Miss Julia Bertram», «Miss Julia»); of
// brothers, «Mr. Bertram» alone is the eldest son where the father goes by another title («Sir
// Thomas»). The people rules keep such a «Miss»/«Mr.» and a surname apart as a person of her own when
// several of the family bear it; here she becomes the one the book says is the eldest («Tom Bertram;
// the eldest son of a baronet», «Isabella, my eldest»), or, of sisters, the one full-named sister the
// book never calls «Miss <her first name> <surname>» where it so calls another. Without such words the
// title and surname stay a person of their own.
import type { EnParagraph } from './attribute.ts';
import { sisterSurnames, type EnPerson, type EnRegistry } from './people.ts';

const KIN = '(?:son|daughter|sister|brother|girl|boy|child)';
/** «Tom Bertram, the eldest», «Isabella, my eldest», «Charles being the elder son», «X was the eldest». */
const AFTER = new RegExp(`^[,;]?\\s+(?:who\\s+(?:was|is)\\s+|was\\s+|is\\s+|being\\s+)?(?:the|his|her|their|my|your|our)\\s+(?:eldest|elder)(?:\\s+${KIN})?\\b(?!\\s+(?:of\\s+the\\s+two|lady|woman|man|gentleman))`, 'i');
/** «his eldest son, Tom», «their elder brother, Captain Tilney», «the eldest, Maria». */
const BEFORE = new RegExp(`\\b(?:the|his|her|their|my|your|our)\\s+(?:eldest|elder)(?:\\s+${KIN})?,?\\s+$`, 'i');
/** Titles a father or a son may hold instead of «Mr.»: the «Mr. X» of the family is not he. */
const RANKS = new Set(['sir', 'lord', 'colonel', 'captain', 'major', 'general', 'admiral', 'lieutenant', 'dr', 'professor', 'rev', 'judge', 'squire', 'earl', 'duke', 'baron', 'count', 'marquis', 'prince', 'king']);

export function joinEldest(paragraphs: EnParagraph[], registry: EnRegistry): void {
  // Who the text says is the eldest, and who is named with a rank in such words («Captain Tilney»).
  const stated = new Set<string>();
  /** «the Miss Bertrams»: the book speaks of sisters, whose eldest alone is «Miss Bertram». */
  const sisters = sisterSurnames(paragraphs.flatMap((p) => p.mentions));
  for (const p of paragraphs) {
    for (const m of p.mentions) {
      if (!AFTER.test(p.text.slice(m.end, m.end + 60)) && !BEFORE.test(p.text.slice(Math.max(0, m.start - 40), m.start))) continue;
      const key = registry.resolve(m);
      if (key) stated.add(key);
    }
  }
  for (const head of registry.persons) {
    if (head.tokens.length !== 1 || head.count === 0 || head.last !== head.tokens[0]) continue;
    const title = onlyTitle(head);
    if (title !== 'miss' && title !== 'mr') continue;
    const surname = head.tokens[0];
    if (title === 'miss' && !sisters.has(surname)) continue;
    const sex = title === 'miss' ? 'f' : 'm';
    const family = registry.persons.filter((q) => q !== head && q.count > 0 && q.last === surname && registry.genderOf(q.id) === sex && !registry.isWife(q.id));
    const eldest = title === 'miss' ? eldestSister(family, surname, stated) : eldestSon(family, surname, stated);
    if (eldest) registry.join(head.id, eldest.id);
  }
}

/** The one title a «Miss Steele» or a «Mr. Bertram» is known by ('' where several; the keys are canonical). */
function onlyTitle(p: EnPerson): string {
  return p.titles.size === 1 ? [...p.titles.keys()][0] : '';
}

/** «Miss Julia Bertram»: the book names her so to tell her from the eldest. */
const calledByFirst = (p: EnPerson, title: string, surname: string) =>
  p.first !== undefined && [...p.forms.keys()].some((f) => f.toLowerCase().replace(/\./g, '') === `${title} ${p.first} ${surname}`);

function eldestSister(family: EnPerson[], surname: string, stated: Set<string>): EnPerson | undefined {
  // A married sister is «Mrs.» or «Lady» now, no «Miss Bertram».
  const sisters = family.filter((q) => q.tokens.length > 1 && !q.titles.has('mrs') && !q.titles.has('lady'));
  const said = sisters.filter((q) => stated.has(q.id));
  if (said.length === 1) return calledByFirst(said[0], 'miss', surname) ? undefined : said[0];
  if (said.length > 1 || sisters.length < 2) return undefined;
  const others = sisters.filter((q) => calledByFirst(q, 'miss', surname));
  const left = sisters.filter((q) => !others.includes(q));
  return others.length > 0 && left.length === 1 ? left[0] : undefined;
}

function eldestSon(family: EnPerson[], surname: string, stated: Set<string>): EnPerson | undefined {
  // The father is named otherwise («Sir Thomas Bertram», «General Tilney»): else «Mr. Bennet» may be he.
  const ranked = (q: EnPerson) => [...q.titles.keys()].some((t) => RANKS.has(t));
  if (!family.some(ranked)) return undefined;
  const said = family.filter((q) => stated.has(q.id));
  // «Even Frederick, my eldest son» and «their elder brother, Captain Tilney»: a son with a rank of his
  // own is no «Mr.»; nor is one the book calls «Mr. Henry Tilney».
  if (said.length !== 1 || said[0].tokens.length < 2 || ranked(said[0]) || calledByFirst(said[0], 'mr', surname)) return undefined;
  return said[0];
}
