// Round 30: a relative by a kin title and a first name («Aunt Perpetua») is the married woman or the man by
// title and surname the narration puts beside it as one («Aunt Perpetua, Mrs. Quillfeather,»). Made-up scenes
// with invented names, each with its counter-scene where the two stay apart.
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.fixture.ts';
import type { AnalyzedBook } from '../types.ts';

/** The speaking characters as «Name (alias, alias)», aliases sorted. */
function voices(book: AnalyzedBook): string[] {
  const speaking = new Set(book.chapters.flatMap((c) => c.lines).filter((l) => l.kind !== 'narration').map((l) => l.speaker));
  return book.characters.filter((c) => !c.isNarrator && speaking.has(c.key)).map((c) => `${c.name} (${[...c.aliases].sort().join(', ')})`).sort();
}

const scene = (tie: string) => [
  tie,
  '"The roses are late this year," said Mrs. Quillfeather.', '"They always are," said Rowena.',
  'After tea the garden was quiet.',
  '"Will you walk with me?" asked Aunt Perpetua.', '"Gladly," said Rowena.',
];

describe('English people: a kin title beside a title and surname, one person (round 30)', () => {
  it('joins «Aunt Perpetua» to «Mrs. Quillfeather» where the narration sets them side by side', () => {
    const book = analyze(scene('Rowena greeted her visitor; it was Aunt Perpetua, Mrs. Quillfeather, who had come by the early train.'));
    expect(voices(book).filter((v) => /Perpetua|Quillfeather/.test(v))).toEqual(['Mrs. Quillfeather (Aunt Perpetua)']);
  });

  it('joins them where the kin noun follows the surname: «Mrs. Quillfeather, her aunt Perpetua,»', () => {
    const book = analyze(scene('The news was brought by Mrs. Quillfeather, her aunt Perpetua, a great reader of letters.'));
    expect(voices(book).filter((v) => /Perpetua|Quillfeather/.test(v))).toEqual(['Mrs. Quillfeather (Aunt Perpetua, Perpetua)']);
  });

  it('keeps them apart where the narration only lists them', () => {
    const book = analyze(scene('Rowena greeted her visitors: Aunt Perpetua, Mrs. Quillfeather, and the vicar.'));
    expect(voices(book).filter((v) => /Perpetua|Quillfeather/.test(v))).toEqual(['Aunt Perpetua ()', 'Mrs. Quillfeather ()']);
  });
});
