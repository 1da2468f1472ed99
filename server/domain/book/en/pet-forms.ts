// A pet form the lists do not know: «Kit» for «Kitty Hamilton», «Skaggsy» for «Mr. Skaggs». The people
// rules join a bare first name to the full name only through the name itself or a listed pet form
// («Lizzy» → «Elizabeth»); a clipped name or one with a fond «-y», «-ie» kept a voice of its own
// (round 30). A bare name, with no title and no surname, is the one person whose first name it clips
// («Kit» of «Kitty», three letters at least) or whose first name or surname it ends in «-y», «-ie» or
// «-ey» («Skaggsy» of «Skaggs»), where no one else's name fits, the two are not of the other sex, and the
// narration never names the two in one paragraph (a «Kit» beside a «Kitty» is someone else).
import type { EnParagraph } from './attribute.ts';
import { givenNameGender } from './given-names.ts';
import { notOtherSex, type EnPerson, type EnRegistry } from './people.ts';
import { narrationPairs, pairKey } from './narration-pairs.ts';

const MIN_CLIP = 3;

export function joinPetForms(paragraphs: EnParagraph[], registry: EnRegistry): void {
  const together = narrationPairs(paragraphs, registry);
  for (const pet of registry.persons) {
    if (pet.count === 0 || pet.tokens.length !== 1 || pet.titles.size > 0) continue;
    const word = pet.tokens[0];
    const owners = registry.persons.filter((q) => q !== pet && q.count > 0 && petKind(word, q) !== null);
    if (owners.length !== 1 || !notOtherSex(registry, pet.id, owners[0].id)) continue;
    const [owner] = owners;
    // «Skaggs … but Thomas called him, "Come over here, Skaggsy."»: the narration that names both at once
    // is where a fond form is told; a clipped one beside the full one is someone else («Kit» and «Kitty»).
    if (petKind(word, owner) === 'fond' || !together.has(pairKey(pet.id, owner.id))) registry.join(pet.id, owner.id);
  }
}

/**
 * 'clip' where `word` clips the first name of a person named in full («Kit» of «Kitty Hamilton»: a first name
 * itself, two letters at least cut, so no plural's «-s»), 'fond' where it is one of the names of a person the
 * book names in full or with a title, with a fond ending («Skaggsy» of «Mr. Skaggs»); else null.
 */
function petKind(word: string, q: EnPerson): 'clip' | 'fond' | null {
  const first = q.tokens.length > 1 ? q.first : undefined;
  const cut = first !== undefined && first.startsWith(word) ? first.slice(word.length) : '';
  if (first !== undefined && word.length >= MIN_CLIP && cut.length >= 2 && givenNameGender(first) !== undefined && givenNameGender(word) !== undefined) return 'clip';
  const named = q.tokens.length > 1 || q.titles.size > 0;
  const fond = named && [first, q.last].some((n) => n !== undefined && n.length >= MIN_CLIP && /^(?:y|ie|ey)$/.test(word.slice(n.length)) && word.startsWith(n));
  return fond ? 'fond' : null;
}

