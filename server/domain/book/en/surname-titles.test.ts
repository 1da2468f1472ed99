// Round 28: a man named by a title and his surname joined to the one man the text shows he is. Made-up
// scenes with invented names; each has its counter-scene where the two must stay apart.
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.fixture.ts';
import type { AnalyzedBook } from '../types.ts';

/** The speaking characters as «Name (alias, alias)», aliases sorted. */
function voices(book: AnalyzedBook): string[] {
  const speaking = new Set(book.chapters.flatMap((c) => c.lines).filter((l) => l.kind !== 'narration').map((l) => l.speaker));
  return book.characters.filter((c) => !c.isNarrator && speaking.has(c.key)).map((c) => `${c.name} (${[...c.aliases].sort().join(', ')})`).sort();
}

const withName = (book: AnalyzedBook, word: string) => voices(book).filter((v) => v.includes(word));

describe('English people: a title and a surname, one man (round 28)', () => {
  it('joins «Mr. Quarrender» to «Inspector Quarrender», never side by side, no Quarrender named in full', () => {
    const book = analyze([
      'Inspector Quarrender came into the office and hung up his coat.',
      '"We have him," said Inspector Quarrender.', '"At last," said Dunmore.',
      'The next morning the porter met them at the gate.',
      '"Good morning, sir," said the porter.', '"Is the warehouse open?" asked Mr. Quarrender.',
    ]);
    expect(withName(book, 'Quarrender')).toEqual(['Inspector Quarrender (Mr. Quarrender)']);
  });

  it('keeps «Captain Vantreck» and «Mr. Vantreck» apart where the narration names both in one paragraph', () => {
    const book = analyze([
      'Captain Vantreck and Mr. Vantreck walked to the quay together.',
      '"The tide is turning," said Captain Vantreck.', '"Then we must hurry," said Mr. Vantreck.',
    ]);
    expect(withName(book, 'Vantreck')).toEqual(['Captain Vantreck ()', 'Mr. Vantreck ()']);
  });

  it('keeps «Colonel Ashgrove» and «Mr. Ashgrove» apart where the book names men of the family in full', () => {
    const book = analyze([
      'Colonel Ashgrove came in from the stables.', '"The mare is lame," said Colonel Ashgrove.',
      'Later Oliver Ashgrove and Rupert Ashgrove sat by the fire.', '"I heard about the mare," said Oliver Ashgrove.',
      '"So did I," said Rupert Ashgrove.',
      'In the morning the carriage waited.', '"Are we ready?" asked Mr. Ashgrove.',
    ]);
    expect(withName(book, 'Ashgrove').filter((v) => v.startsWith('Colonel') || v.startsWith('Mr.'))).toEqual(['Colonel Ashgrove ()', 'Mr. Ashgrove ()']);
  });

  it('joins «Mr. Pellinore» to the Pellinore the narration calls by his full name, not the brother it calls by his first', () => {
    const book = analyze([
      'Godfrey Pellinore owned the mill. His brother Edgar Pellinore was a painter.',
      'Godfrey Pellinore looked at the river.', 'Edgar sat by the window. Edgar was tired.',
      'Godfrey Pellinore frowned.', 'Edgar laughed. Edgar rose.',
      '"The water is high," said Mr. Pellinore.', '"It always is," said Edgar.',
      '"The wheel will turn tonight," said Mr. Pellinore.',
    ]);
    expect(withName(book, 'Pellinore')).toEqual(['Edgar Pellinore (Edgar)', 'Godfrey Pellinore (Mr. Pellinore)']);
  });

  it('keeps «Mr. Pellinore» apart where each brother is called by his first name', () => {
    const book = analyze([
      'Godfrey Pellinore owned the mill. His brother Edgar Pellinore was a painter.',
      'Godfrey looked at the river. Godfrey frowned.', 'Edgar sat by the window. Edgar was tired.',
      '"The water is high," said Mr. Pellinore.', '"It always is," said Edgar.', '"Come in," said Godfrey.',
    ]);
    expect(withName(book, 'Mr. Pellinore')).toEqual(['Mr. Pellinore ()']);
  });

  it('joins «Mr. Brackenridge» to Tobias Brackenridge, the one man named in full more than once or twice', () => {
    const book = analyze([
      'Tobias Brackenridge ran the bank. Tobias Brackenridge was careful.', 'Tobias Brackenridge locked the vault.',
      'The letter was signed «Mr. Augustus Tobias Brackenridge» in a clerk\'s hand.',
      '"The rate is fixed," said Tobias Brackenridge.', 'That evening the porter brought the lamp.',
      '"Good night, sir," said the porter.', '"Good night," said Mr. Brackenridge.',
    ]);
    expect(withName(book, 'Mr. Brackenridge')).toEqual(['Tobias Brackenridge (Mr. Brackenridge)']);
  });

  it('keeps «Mr. Brackenridge» apart where the narration names him beside that man', () => {
    const book = analyze([
      'Tobias Brackenridge ran the bank with Mr. Brackenridge. Tobias Brackenridge was careful.', 'Tobias Brackenridge locked the vault.',
      'The letter was signed «Mr. Augustus Tobias Brackenridge» in a clerk\'s hand.',
      '"The rate is fixed," said Tobias Brackenridge.', '"Good night," said Mr. Brackenridge.',
    ]);
    expect(withName(book, 'Mr. Brackenridge')).toEqual(['Mr. Brackenridge ()']);
  });
});

describe('English people: a married woman by her title and by her own first name (round 28)', () => {
  it('joins «Mrs. Threlkeld» to Margaret Threlkeld, the one woman of the name, never beside her in the narration', () => {
    const book = analyze([
      'Mrs. Threlkeld kept the shop on the corner.', '"Two loaves, please," said Mrs. Threlkeld to the baker.',
      'Mrs. Threlkeld walked home slowly.', 'In the evening Margaret Threlkeld sat at her table with the accounts.',
      '"Not enough," said Margaret Threlkeld.', 'Margaret Threlkeld sighed.', 'Margaret Threlkeld went to bed.',
    ]);
    expect(withName(book, 'Threlkeld')).toHaveLength(1);
  });

  it('keeps «Mrs. Threlkeld» apart from the daughter the narration names beside her', () => {
    const book = analyze([
      'Mrs. Threlkeld and Margaret Threlkeld kept the shop on the corner.', '"Two loaves, please," said Mrs. Threlkeld to the baker.',
      'Mrs. Threlkeld walked home slowly.', 'Margaret Threlkeld sat at the table.',
      '"Not enough," said Margaret Threlkeld.', 'Margaret Threlkeld sighed.',
    ]);
    expect(withName(book, 'Threlkeld')).toHaveLength(2);
  });

  it('keeps «Mrs. Threlkeld» apart where the book speaks of «the Miss Threlkelds», her daughters', () => {
    const book = analyze([
      'The Miss Threlkelds lived with their mother.', 'Mrs. Threlkeld kept the shop on the corner.',
      '"Two loaves, please," said Mrs. Threlkeld to the baker.', 'Mrs. Threlkeld walked home slowly.',
      'In the evening Margaret Threlkeld sat at her table.', '"Not enough," said Margaret Threlkeld.', 'Margaret Threlkeld sighed.',
    ]);
    expect(withName(book, 'Threlkeld')).toHaveLength(2);
  });
});
