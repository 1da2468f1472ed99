// Names that stand for no one who can say a line. A place: «Chelsea», «Lincoln», «Asirgarh» are
// capitalised words the book mostly writes after «in», «into», «near», «drove to»: somewhere one goes
// or is, not someone who talks (a first name that is also a town would otherwise be a woman in the
// scene, and the next «she said» hers). A family: «the Eltons», «the Miss Bertrams» are several
// people by a surname the book gives someone, heard together only as a chorus.
import type { EnParagraph } from './attribute.ts';
import type { EnRegistry } from './people.ts';

// Prepositions that take a place far more often than a person, and «to», «from», «at», «of» only
// after a word of going, staying or the town's parts («drove to Chelsea», «lived at Lincoln», «the
// streets of Chelsea»): alone they go with people as much («said to Emma», «looked at Emma»).
const PLACE_BEFORE = new RegExp(
  '(?:\\b(?:in|into|near|through|throughout|across|inside|outside|beyond|towards?|around|via)' +
  '|\\b(?:go|goes|went|gone|going|come|comes|came|coming|drive|drove|driven|ride|rode|walk|walked|travel(?:l?ed)?|return(?:ed)?|journey|way|back|train|road|miles?|far|away|fled|sail(?:ed)?|arriv(?:e|ed|al)|stay(?:ed)?|live[sd]?|living|born|station|house|home)\\s+(?:to|from|at)' +
  '|\\b(?:streets?|gardens?|neighbou?rhood|outskirts|town|city|county|village|suburbs?|parts?|heart|centre|center|side)\\s+of)' +
  '\\s+(?:the\\s+)?$', 'i');

/** People of the registry who are places, families or a common word capitalised once: not persons at all. */
export function notPeople(paragraphs: EnParagraph[], registry: EnRegistry, lower: Set<string>): Set<string> {
  return new Set([...placeNames(paragraphs, registry), ...landmarks(registry), ...families(registry), ...commonWordsOnce(registry, lower)]);
}

/**
 * A word the book writes in lower case, capitalised once with no title («Thou knowest the mask of night
 * is on my face, / Else would a maiden blush…»: a verse line's capital, its line break lost in the
 * paragraph): a capital on a common word, not someone a «she said» may mean. A common word that is
 * someone's name («Hope», «Rose») is met again.
 */
function commonWordsOnce(registry: EnRegistry, lower: Set<string>): string[] {
  return registry.persons.filter((p) => p.tokens.length === 1 && p.titles.size === 0 && p.count <= 1 && lower.has(p.tokens[0])).map((p) => p.id);
}

// The last word of a place's own name («Prince Edward Island», «the Indian Ocean», «North Welwyn
// Tunnel», «St. Lawrence Gulf»): no one's surname. Words that are also surnames («Hill», «Park», «Hall»,
// «Church») are left out.
const PLACE_HEADS = new Set([
  'island', 'islands', 'isle', 'ocean', 'sea', 'gulf', 'bay', 'river', 'lake', 'street', 'road', 'lane', 'square',
  'bridge', 'tunnel', 'station', 'canal', 'valley', 'harbour', 'harbor', 'state', 'states', 'county', 'province',
]);

/** Names of two words or more whose last word names a kind of place (the registry's words are in lower case). */
function landmarks(registry: EnRegistry): string[] {
  return registry.persons.filter((p) => p.tokens.length > 1 && PLACE_HEADS.has(p.tokens[p.tokens.length - 1])).map((p) => p.id);
}

/** «Eltons», «Miss Bertrams»: a surname of someone in the book, in the plural. */
export function families(registry: EnRegistry): Set<string> {
  const surnames = new Set(registry.persons.filter((p) => p.tokens.length > 1 || p.titles.size > 0).map((p) => p.last).filter((l) => l !== undefined));
  const out = new Set<string>();
  for (const p of registry.persons) {
    const last = p.tokens[p.tokens.length - 1];
    if (p.tokens.length !== 1 || !last.endsWith('s')) continue;
    const singular = last.replace(/(?:es|s)$/, '');
    if (surnames.has(singular) || surnames.has(last.slice(0, -1))) out.add(p.id);
  }
  return out;
}

/** People of the registry whom the book mostly names as a place. */
function placeNames(paragraphs: EnParagraph[], registry: EnRegistry): Set<string> {
  const seen = new Map<string, { all: number; place: number }>();
  for (const p of paragraphs) {
    for (const m of p.mentions) {
      // A title makes a person («in Mr. Elton's house» is about Mr. Elton).
      if (m.title) continue;
      const key = registry.resolve(m);
      if (!key) continue;
      const n = seen.get(key) ?? { all: 0, place: 0 };
      n.all++;
      if (PLACE_BEFORE.test(p.text.slice(Math.max(0, m.start - 40), m.start))) n.place++;
      seen.set(key, n);
    }
  }
  const out = new Set<string>();
  for (const [key, n] of seen) {
    const person = registry.byId(key);
    if (!person || person.titles.size > 0) continue;
    if (n.place >= 2 && n.place >= 0.5 * n.all) out.add(key);
  }
  return out;
}
