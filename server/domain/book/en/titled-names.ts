// «Princess Abdul Akbar» and «Jenny Abdul Akbar» are one woman, though the name rules keep them apart
// as two full names, each a voice of its own: a title before two or more words of a name that end one
// longer name only is that name's bearer, called by title and surname.
import { notOtherSex, type EnRegistry } from './people.ts';

export function joinTitledNames(registry: EnRegistry): void {
  for (const titled of registry.persons) {
    if (titled.titles.size === 0 || titled.tokens.length < 2 || titled.count === 0) continue;
    const n = titled.tokens.length;
    const longer = registry.persons.filter((q) => q.tokens.length > n && q.count > 0 && q.tokens.slice(-n).join(' ') === titled.tokens.join(' '));
    // «Mrs. Abel Stroud» goes by her husband's names: she may be «Jenny Abel Stroud», never a man or one of unknown sex.
    const wife = registry.isWife(titled.id) && (longer.length !== 1 || registry.genderOf(longer[0].id) !== 'f');
    if (longer.length === 1 && !wife && notOtherSex(registry, titled.id, longer[0].id)) registry.join(titled.id, longer[0].id);
  }
}
