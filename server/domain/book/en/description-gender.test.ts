// A speaker known only by a description the lexicon leaves open gets a gender for the voice from the
// word's form or from the pronouns the narration gives it. Made-up scenes; none comes from a real book.
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.fixture.ts';
import { genderOfForm } from './description-gender.ts';
import type { AnalyzedBook } from '../types.ts';

const genderOf = (book: AnalyzedBook, name: string) => book.characters.find((c) => c.name.toLowerCase() === name)?.gender;

describe('English descriptions: the gender for the voice', () => {
  it('reads it from the word: barman, station-master and ferrymen are men; parlourmaid and charwoman women', () => {
    expect(genderOfForm('barman')).toBe('m');
    expect(genderOfForm('the station-master')).toBe('m');
    expect(genderOfForm('Dogana men')).toBe('m');
    expect(genderOfForm('parlourmaid')).toBe('f');
    expect(genderOfForm("Dan's girl")).toBe('f');
    expect(genderOfForm('charwoman')).toBe('f');
    // «woman» is no man for its «man»; a word with no sign of either stays open.
    expect(genderOfForm('woman')).toBe('f');
    expect(genderOfForm('attendant')).toBe('');
  });

  it('reads it from the pronouns the narration gives «the detective» as a subject', () => {
    const book = analyze([
      'The detective came in at nine. The detective took off his hat and sat down.',
      '"Where were you last night?" said the detective.',
      '"At home," said Harold Quince.',
      'The detective nodded, and he wrote it in his book.',
    ]);
    expect(genderOf(book, 'detective')).toBe('m');
  });

  it('takes no «her» after a verb for his: «the clerk looked at her» says nothing of the clerk', () => {
    const book = analyze([
      'Mrs. Pollard came to the counter. The clerk looked at her kindly, in order to hide his boredom.',
      '"Your parcel, madam," said the clerk.',
      '"Thank you," said Mrs. Pollard.',
    ]);
    expect(genderOf(book, 'clerk')).toBe('m');
  });

  it('leaves it open when the pronouns disagree or none follows', () => {
    const book = analyze([
      'The attendant came in. The attendant looked at the clock.',
      '"Closing time," said the attendant.',
      '"Already?" said Harold Quince.',
    ]);
    expect(genderOf(book, 'attendant')).toBe('');
  });
});
