// English lead-ins whose subject is a «he» or «she» opening a long sentence (round 32), on made-up scenes.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English lead-ins opened by a pronoun', () => {
  it('gives the quotation after «He …, and said,» to the one the «he» means, not to the turn-taking', () => {
    expect(who([
      'Orlo came into the garden where Nessa sat reading under the old pear tree.',
      '"Will you come for a walk with me?" said Orlo.',
      '"Not today," said Nessa.',
      'He stood by the gate for a while, looked at the clouds over the orchard wall, and said, in a low voice,',
      '"It will rain before dark, I think."',
    ]).at(-1)).toBe('Orlo');
  });
});
