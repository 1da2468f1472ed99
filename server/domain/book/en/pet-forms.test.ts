// Round 30: a pet form no list knows is the one person whose name it clips («Kit» of «Kitty Marchbanks») or
// ends fondly («Pellowsy» of «Mr. Pellows»). Made-up scenes with invented names, each with its counter-scene.
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.fixture.ts';
import type { AnalyzedBook } from '../types.ts';

/** The speaking characters as «Name (alias, alias)», aliases sorted. */
function voices(book: AnalyzedBook): string[] {
  const speaking = new Set(book.chapters.flatMap((c) => c.lines).filter((l) => l.kind !== 'narration').map((l) => l.speaker));
  return book.characters.filter((c) => !c.isNarrator && speaking.has(c.key)).map((c) => `${c.name} (${[...c.aliases].sort().join(', ')})`).sort();
}

const withName = (book: AnalyzedBook, pattern: RegExp) => voices(book).filter((v) => pattern.test(v));

describe('English people: a pet form no list knows, one person (round 30)', () => {
  it('joins a clipped first name to the one woman named in full by it: «Kit» is «Kitty Marchbanks»', () => {
    const book = analyze([
      'Kitty Marchbanks came down the stairs with her hat in her hand.', '"Are we late?" asked Kitty.', '"Not yet," said Osric.',
      'The train was crowded.', '"I can see the sea," said Kit.', '"So can I," said Osric.',
    ]);
    expect(withName(book, /Kit/)).toEqual(['Kitty Marchbanks (Kit, Kitty)']);
  });

  it('keeps a clipped name apart where the narration names both in one paragraph', () => {
    const book = analyze([
      'Kitty Marchbanks came down the stairs with her hat in her hand.', '"Are we late?" asked Kitty.', '"Not yet," said Osric.',
      'Kit ran after Kitty to the gate.', '"I can see the sea," said Kit.', '"So can I," said Osric.',
    ]);
    expect(withName(book, /Kit/)).toEqual(['Kit ()', 'Kitty Marchbanks (Kitty)']);
  });

  it('joins a fond form of a surname to the man of it, told beside him: «Pellowsy» is «Mr. Pellows»', () => {
    const book = analyze([
      'Mr. Pellows came into the club. Osric called him, "Come over here, Pellowsy."',
      '"Gladly," said Mr. Pellows.', '"Sit down," said Osric.',
      'The band began to play.', '"A fine tune," said Pellowsy.', '"It is," said Osric.',
    ]);
    expect(withName(book, /Pellows/)).toEqual(['Mr. Pellows (Pellowsy)']);
  });
});
