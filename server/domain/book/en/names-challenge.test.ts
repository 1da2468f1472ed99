// The challenge set of round 10, names that stand for two people and people under two names: a wife
// called by her husband's name («Mrs. Barnaby Tolk» is not Barnaby Tolk), one first name for two men.
// Each scene names its people itself; none comes from a real book.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';
import { findEnglishNames } from './names.ts';
import type { AnalyzedBook } from '../types.ts';

/** The speaking characters as «Name (alias, alias)», aliases sorted. */
function voices(book: AnalyzedBook): string[] {
  const speaking = new Set(book.chapters.flatMap((c) => c.lines).filter((l) => l.kind !== 'narration').map((l) => l.speaker));
  return book.characters.filter((c) => !c.isNarrator && speaking.has(c.key)).map((c) => `${c.name} (${[...c.aliases].sort().join(', ')})`).sort();
}

const genderOf = (book: AnalyzedBook, name: string) => book.characters.find((c) => c.name === name)?.gender;

describe('English names, challenge set: two people under one name, one person under two', () => {
  it('keeps «Mrs. Barnaby Tolk», the wife, apart from Barnaby Tolk, and makes her a woman', () => {
    const book = analyze([
      'Barnaby Tolk kept the forge; Mrs. Barnaby Tolk kept the shop beside it.',
      '"The horse is lame," said Barnaby Tolk.', '"Then shoe it again," said Mrs. Barnaby Tolk.', '"I will," said Barnaby Tolk.',
    ]);
    expect(speech(book)).toEqual(['Barnaby Tolk: The horse is lame,', 'Mrs. Barnaby Tolk: Then shoe it again,', 'Barnaby Tolk: I will,']);
    expect(genderOf(book, 'Mrs. Barnaby Tolk')).toBe('f');
  });

  it('takes «Mrs. Barnaby» and «Mrs. Tolk» for Mrs. Barnaby Tolk, the one wife of that name', () => {
    const book = analyze([
      'Mrs. Barnaby Tolk came up the lane with a basket.', 'Mrs. Tolk set it down on the step.',
      '"Good morning," said Mrs. Barnaby.', '"Good morning to you," said Agnes Rusk.', '"Eggs again," said Mrs. Tolk.',
    ]);
    expect(voices(book).filter((v) => v.includes('Tolk') || v.includes('Barnaby'))).toEqual(['Mrs. Barnaby Tolk (Mrs. Barnaby, Mrs. Tolk)']);
  });

  it('keeps «Mrs. Tolk», the mother, apart from «Mrs. Barnaby Tolk» where the book names both in one breath', () => {
    const book = analyze([
      'Mrs. Tolk lived at the mill with her son Barnaby; Mrs. Barnaby Tolk, his wife, seldom called on Mrs. Tolk.',
      'Mrs. Barnaby Tolk sat down.', '"The mill is damp," said Mrs. Barnaby Tolk.', '"It always was," said Mrs. Tolk.',
    ]);
    expect(voices(book).filter((v) => v.includes('Tolk'))).toHaveLength(2);
  });

  it('keeps «Mrs. Tolk» apart from «Mrs. Barnaby Tolk» where the book names women of the family by their own first names', () => {
    const book = analyze([
      'Agatha Tolk was the mother of Barnaby Tolk.', 'Mrs. Tolk kept the mill.',
      '"The river is high," said Mrs. Tolk.', '"It always is," said Agnes Rusk.',
      'Mrs. Barnaby Tolk came in later.', '"I am wet through," said Mrs. Barnaby Tolk.',
    ]);
    expect(voices(book).filter((v) => v.includes('Tolk'))).toHaveLength(2);
  });

  it('does not join «Mrs. Abel Stroud», the wife, to the longer name of her husband, of no known sex', () => {
    const book = analyze([
      'Zorvath Abel Stroud farmed the hill; Mrs. Abel Stroud kept the dairy.',
      '"Rain by noon," said Zorvath Abel Stroud.', '"Then bring the cows in," said Mrs. Abel Stroud.',
    ]);
    expect(speech(book)).toEqual(['Zorvath Abel Stroud: Rain by noon,', 'Mrs. Abel Stroud: Then bring the cows in,']);
  });

  it('takes a bare «Osbert» for the Osbert of the scene, not the book\'s most frequent', () => {
    const scenes = [
      'Osbert Vane rode to the village.', 'Osbert Vane met the vicar.', 'Osbert Vane went home.', 'Osbert Vane slept.', 'Osbert Vane woke.',
      '"A fine day," said Osbert.', '"Very," said Hester Crane.',
      '* * *',
      ...Array.from({ length: 10 }, () => 'The mill stood by the river.'),
      'At the mill Osbert Lurk stood by the wheel with Hester Crane.', 'Osbert Lurk was the miller.', 'Osbert Lurk pulled at the lever.', '"The wheel is stuck," said Osbert.', '"Then free it," said Hester Crane.',
    ];
    const lines = speech(analyze(scenes));
    expect(lines[0]).toMatch(/^Osbert Vane: /);
    expect(lines[2]).toMatch(/^Osbert Lurk: /);
    expect(lines[3]).toMatch(/^Hester Crane: /);
  });

  it('keeps a bare «Rosamund» for the frequent Rosamund where the other is called so once only («Miss Rosamund Tibbet»)', () => {
    const book = analyze([
      ...Array.from({ length: 20 }, () => 'Rosamund Wrexham walked in the park.'),
      'Her old governess had been Miss Rosamund Tibbet, whom everyone called Miss Tibbet.',
      '* * *',
      ...Array.from({ length: 11 }, () => 'The clock struck.'),
      'Miss Tibbet counted the spoons.', '"Who is there?" said Miss Tibbet.', '"Only me," said Rosamund.',
    ]);
    expect(speech(book).at(-1)).toMatch(/^Rosamund Wrexham: /);
  });

  it('hears a call of «Osbert» as a call to the Osbert of the scene, who answers it', () => {
    const lines = speech(analyze([
      'Osbert Vane rode to the village.', 'Osbert Vane met the vicar.', 'Osbert Vane went home.', 'Osbert Vane slept.', 'Osbert Vane woke.',
      '"A fine day," said Osbert.', '"Very," said Hester Crane.',
      '* * *',
      ...Array.from({ length: 10 }, () => 'The mill stood by the river.'),
      'Osbert Lurk was the miller.', 'Osbert Lurk pulled at the lever.', 'Hester Crane watched Osbert Lurk from the door.',
      '"Osbert, the wheel is stuck!" said Hester Crane.', '"I know it."',
    ]));
    expect(lines.at(-1)).toMatch(/^Osbert Lurk: /);
  });
  it('ends a name at its possessive: «Lottie Ferrand\'s Greek» is Lottie Ferrand and her Greek, no one called «Greek»', () => {
    const text = "When Mr. Pembury was in the back of the room hearing Lottie Ferrand's Greek, Alma whispered to Nell.";
    const names = findEnglishNames(text, new Set(['when', 'the'])).map((m) => m.tokens.join(' '));
    expect(names).toContain('Lottie Ferrand');
    expect(names.filter((n) => n.includes('Lottie'))).toEqual(['Lottie Ferrand']);
    const book = analyze([
      'Alma and Nell sat together at the long desk.',
      `When Mr. Pembury was in the back of the room hearing Lottie Ferrand's Greek, Alma whispered to Nell, "That's the new boy by the window."`,
      '"He looks cross," said Nell.',
    ]);
    expect(voices(book).some((v) => v.includes('Greek'))).toBe(false);
  });
});

