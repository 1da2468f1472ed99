// A relative called by a kin title and a first name («Aunt Celia», «Uncle Tobias») is, to the world, a
// married woman or a man by a title and surname («Mrs. Milvain», «Mr. Pringle»): the people rules keep
// the two forms two people, since nothing in the names ties them. The narration does where it puts the
// two side by side as one: «the smaller was Aunt Celia, Mrs. Milvain, who…», «discovered by Mrs.
// Milvain, her aunt Celia, a zealous inquirer». Where it does so for one person only, the kin form is
// hers (round 30).
import type { EnParagraph } from './attribute.ts';
import type { EnRegistry } from './people.ts';
import { forEachApposition, joinSingleTies } from './appositions.ts';

/** Titles a relative goes by with a first name. */
const KIN = new Set(['aunt', 'auntie', 'uncle', 'cousin', 'granny', 'grandma', 'grandpa']);
/** Titles the world calls one by with a surname. */
const BY_SURNAME = new Set(['mr', 'mrs', 'lady', 'lord', 'sir', 'dr', 'miss']);
/** «Aunt Celia, Mrs. Milvain,»: a comma between; «Mrs. Milvain, her aunt Celia,»: a kin noun with a possessive. */
const KIN_AFTER = /^,\s+(?:(?:his|her|their|my|your|our)\s+)?(?:aunt|auntie|uncle|cousin|granny|grandma|grandpa)\s+$/i;
/** The apposition closes after the second name: no possessive («Mrs. Hilbery's cousin»), no list going on. */
const CLOSES = /^\s*(?:[;:.!?)—–]|,(?!\s*(?:and|or|nor)\b)(?!\s*(?:the\s+)?\p{Lu}))/u;

export function joinKinAppositions(paragraphs: EnParagraph[], registry: EnRegistry): void {
  const ties = new Map<string, Set<string>>();
  forEachApposition(paragraphs, CLOSES, (_p, a, b, between) => {
    const [ka, kb] = [registry.resolve(a), registry.resolve(b)];
    if (!ka || !kb || ka === kb) return;
    // «Aunt Celia, Mrs. Milvain,»
    if (/^,\s+$/.test(between) && isKin(registry, ka) && bySurname(registry, kb) && KIN.has(a.title.toLowerCase())) tie(ties, ka, kb);
    // «Mrs. Milvain, her aunt Celia,»
    if (KIN_AFTER.test(between) && !b.title && isKin(registry, kb) && bySurname(registry, ka)) tie(ties, kb, ka);
  });
  joinSingleTies(ties, registry);
}

function tie(ties: Map<string, Set<string>>, kin: string, person: string): void {
  ties.set(kin, (ties.get(kin) ?? new Set()).add(person));
}

/** One known by a kin title and one name only. */
function isKin(registry: EnRegistry, key: string): boolean {
  const p = registry.byId(key);
  return p !== undefined && p.tokens.length === 1 && [...p.titles.keys()].some((t) => KIN.has(t));
}

/** One known by a title and a surname, with no kin title of their own. */
function bySurname(registry: EnRegistry, key: string): boolean {
  const p = registry.byId(key);
  return p !== undefined && p.tokens.length === 1 && p.count > 0 && [...p.titles.keys()].some((t) => BY_SURNAME.has(t)) && ![...p.titles.keys()].some((t) => KIN.has(t));
}
