// Where an English sentence starts, for a capital that proves nothing there: past closing quotation
// marks of every print, curly single ones included (round 32, a layout the dev novels are re-printed in).
import { describe, expect, it } from 'vitest';
import { startsSentence } from './names.ts';

describe('English sentence starts', () => {
  it('sees a capital after a quotation closed by a curly single and a curly double mark as a sentence start', () => {
    const text = 'He thought, “Somebody must have said ‘Nobody.’” So he looked in again.';
    expect(startsSentence(text, text.indexOf(' So ') + 1)).toBe(true);
  });

  it('still reads a capital after a possessive apostrophe as inside its sentence', () => {
    const text = 'They walked to the Tolks’ Mill by the river.';
    expect(startsSentence(text, text.indexOf('Mill'))).toBe(false);
  });
});
