// Round 24: the one a paragraph of narration says was asked («Nora asked Hugo whether…») answers the
// untagged line after it. After narration the chain keeps the last speaker on (0.42 against 0.24 for
// the one before him), so the answer went to the one who had asked.
import { describe, expect, it } from 'vitest';
import { who } from './analyze.fixture.ts';

describe('English conversations, the one the narration says was asked (round 24)', () => {
  it('gives the untagged line after «Nora asked Hugo whether…» to Hugo, not to Nora who spoke last', () => {
    const got = who([
      'Nora Bell and Hugo Marsh waited by the gate of the farm.',
      '"The road is long," said Hugo.',
      '"Then we leave at dawn," said Nora.',
      'The dogs barked somewhere in the yard. Nora asked Hugo whether the horses were ready.',
      '"They have been ready since noon."',
    ]);
    expect(got[2]).toBe('Hugo Marsh');
  });
});
