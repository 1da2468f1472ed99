// First names no list knows, whose sex the book gives by pronouns and titles (book-names.ts): made-up
// scenes with invented names, as the foreign and rare names of an unseen novel are.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';
import { givenNameGender } from './given-names.ts';

describe('English people: first names only the book knows', () => {
  it('the invented names are in no list', () => {
    for (const n of ['Zelvine', 'Orbaque', 'Tavrek', 'Ismerai', 'Quellan', 'Onna', 'Hamdar', 'Sulin']) expect(givenNameGender(n)).toBeUndefined();
  });

  it('joins «Miss Orbaque» to the one woman Zelvine Orbaque, whom the narration calls «she»', () => {
    const book = analyze([
      'Zelvine Orbaque had come out from England to see the country.',
      'Zelvine looked at the hills. She thought them very fine.',
      'Zelvine turned away, and she was silent for a time.',
      'Mr. Dunmore came up the path.',
      '"The hills are very fine," said Miss Orbaque.', '"They are," said Mr. Dunmore.',
      '"I should like to see the caves," said Miss Orbaque.',
    ]);
    expect(speech(book)).toEqual([
      'Zelvine Orbaque: The hills are very fine,', 'Mr. Dunmore: They are,', 'Zelvine Orbaque: I should like to see the caves,',
    ]);
  });

  it('takes «Mr. Quellan» for Tavrek Quellan, not his sister Ismerai Quellan', () => {
    const book = analyze([
      'Tavrek Quellan and his sister Ismerai Quellan came to the Park in July. Tavrek Quellan was the elder.',
      'Tavrek bowed. He was a clever young man. Ismerai smiled; she had seen him do it before.',
      'Ismerai Quellan sat down. Tavrek went to the window, and he looked out.',
      '"A fine evening," said Mr. Quellan.', '"Very fine," said Ismerai.',
    ]);
    expect(speech(book)).toEqual(['Tavrek Quellan: A fine evening,', 'Ismerai Quellan: Very fine,']);
  });

  it('reads a bare «Tavrek» as the first name of Tavrek Quellan, not the surname of Onna Tavrek', () => {
    const book = analyze([
      'Tavrek Quellan rode over from the farm. Tavrek Quellan was a tall man.',
      'Onna Tavrek kept the inn at the crossroads.',
      'Tavrek got down from the cart. He was tired. Tavrek went in, and he sat by the fire.',
      '"Good evening," said Tavrek.', '"Good evening to you," said Onna Tavrek.',
    ]);
    expect(speech(book)).toEqual(['Tavrek Quellan: Good evening,', 'Onna Tavrek: Good evening to you,']);
  });

  it('keeps a bare «Hamdar» for «Mr. Hamdar» where the book gives the word a surname\'s title', () => {
    const book = analyze([
      'Mr. Hamdar lived by the river with his wife. Hamdar Sulin was her name among the women.',
      'Hamdar went out. He was gone an hour. Hamdar came back, and he sat down.',
      '"It is late," said Hamdar.', '"It is," said Mr. Hamdar.',
    ]);
    expect(new Set(speech(book).map((l) => l.split(':')[0])).size).toBe(1);
  });
});

