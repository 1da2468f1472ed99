// The challenge set of conversations: made-up scenes, names invented, for who speaks where no tag names
// the speaker — two people taking turns, a third voice, narration about the speaker or someone else,
// a name called out, «she said» among several women, a speech going on across a paragraph.
import { describe, expect, it } from 'vitest';
import { analyze, speech } from './analyze.fixture.ts';

const who = (paragraphs: string[]) => speech(analyze(paragraphs)).map((s) => s.slice(0, s.indexOf(':')));

describe('English conversations, challenge set', () => {
  it('gives «said she» after a paragraph of narration to the woman its last sentence names as acting', () => {
    const got = who([
      'Nora Fell and her cousin Agnes sat in the garden after tea.',
      '"The roses are late this year," said Nora.', '"They always are," said Agnes.', '"Mother planted them."',
      'For a while neither spoke. The shadows grew long on the lawn, and a bell rang somewhere in the village. Agnes picked up her book again.',
      '"I shall go in soon," said she.', '"So shall I."',
    ]);
    expect(got).toEqual(['Nora Fell', 'Agnes', 'Nora Fell', 'Agnes', 'Nora Fell']);
  });

  it('does not take a name that a relative clause follows for a name called out', () => {
    const got = who([
      'Ruth Calder and Ada stood at the gate when old Mr. Pollard\'s cart went by.',
      '"Will he sell the farm?" said Ruth.', '"Oh no! Mr. Pollard, who has lived there forty years, would never sell it."', '"Then who told you he would?"', '"Nobody did."',
    ]);
    expect(got).toEqual(['Ruth Calder', 'Ada', 'Ruth Calder', 'Ada']);
  });
});
