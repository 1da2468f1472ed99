// Round 23: three people taking turns. After X, A and B, each named by a tag, the chain's pairs
// (who spoke last, who before him) gave the next untagged line to A, the one before last, and left X
// only a share of the rest; in the dev novels X speaks it one time in five. X named three turns back
// is now the likely third voice where the line's own words speak against A.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, three people taking turns (round 23)', () => {
  it('gives the untagged line after three tagged turns to the first of the three, not to the one who speaks of Mara', () => {
    const got = who([
      'Mara Lisle, Tobias Crane and Edwin Hale sat at the table after supper.',
      '"Shall we walk to the mill tomorrow?" said Edwin.',
      '"If it is fine," said Mara.',
      '"It will rain all day," said Tobias.',
      '"Then we shall take umbrellas. Mara never minds the rain."',
    ]);
    expect(got[3]).toBe('Edwin Hale');
  });
});
