// «Old Horace», «Little Piglet», «Poor Lilia»: an epithet the book writes with a capital before a name
// makes, to the name reader, a full name of its own and a voice of its own. It is the one the bare name
// means («Horace» is Horace Talbot; else the one full name it begins or ends), unless the book has both an «Old» and a «Young» of that name (a
// father and a son).
import type { EnMention } from './names.ts';
import type { EnRegistry } from './people.ts';

const EPITHETS = new Set(['old', 'young', 'little', 'poor', 'dear']);
const AGES = ['old', 'young'];

export function joinEpithets(registry: EnRegistry): void {
  const withEpithet = registry.persons.filter((p) => p.tokens.length === 2 && p.count > 0 && EPITHETS.has(p.tokens[0]));
  for (const p of withEpithet) {
    const name = p.tokens[1];
    const ages = withEpithet.filter((q) => q.tokens[1] === name && AGES.includes(q.tokens[0]));
    if (ages.some((q) => q.tokens[0] !== p.tokens[0] && AGES.includes(p.tokens[0]))) continue;
    const bare: EnMention = { start: 0, end: 0, text: name, title: '', tokens: [name[0].toUpperCase() + name.slice(1)], afterThe: false, sentenceStart: false };
    // Where the book never writes the bare name, the one full name it begins or ends.
    const named = registry.persons.filter((q) => q !== p && q.count > 0 && q.tokens.length > 1 && !EPITHETS.has(q.tokens[0]) && (q.first === name || q.last === name));
    const key = registry.resolve(bare) ?? (named.length === 1 ? named[0].id : null);
    if (key && key !== p.id) registry.join(p.id, key);
  }
}
