// The one called by name answers: the sex of the answer's tag is the sex of a name the narration never
// follows with a pronoun (round 14). The scene and its names are made up.
import { describe, expect, it } from 'vitest';
import { analyze } from './analyze.fixture.ts';

describe('English sex of a name called in speech', () => {
  it('takes «Ottalie» for a woman when «she» answers the line that calls her', () => {
    const book = analyze([
      'Lord Asper came in from the terrace with the letters.',
      '"You are late, Ottalie," said Lord Asper.',
      '"I was reading," she answered.',
      '"Then read to us," said Lord Asper.',
      '"Not tonight," said Ottalie.',
    ]);
    expect(book.characters.find((c) => c.name === 'Ottalie')?.gender).toBe('f');
  });
});
