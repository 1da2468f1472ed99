// How each person talks, learnt from the tagged turns of a made-up book, weighed on an untagged turn.
import { describe, expect, it } from 'vitest';
import { decodeDialogues, type DialogueContext, type Hint, type TurnRecord } from './dialogue.ts';
import { DIALOGUE_WEIGHTS } from './dialogue-weights.ts';
import { idiolectFactors, learnIdiolects } from './idiolect.ts';

let paragraph = 0;
function turn(speaker: string, hint: Hint, text: string, block: number, gapParagraphs = 0): TurnRecord {
  return {
    chapter: 0, paragraphId: paragraph++, blockId: block, speaker, confidence: hint === 'anchor' ? 0.97 : 0.5, issue: '', hint, continues: false,
    lines: [{ text, kind: 'speech', blockId: block, paragraphId: paragraph, speaker, confidence: 0, review: true, issue: '' }],
    called: [], named: [], terms: [], told: [], recent: [], gapParagraphs, gapChars: 0,
  };
}

// Earlier scenes: the captain swears by thunder and talks of the tide; the widow of her garden and the weather.
const CAPTAIN = ['By thunder, the wind is up.', 'The tide turns at six, by thunder.', 'Haul on that rope, lad!', 'By thunder, I never saw such a sea.', 'The tide will not wait for us.'];
const WIDOW = ['My roses are quite spoilt by the rain.', 'I do hope the weather holds for the fete.', 'The garden needs a good deal of work.', 'Such a dreadful summer for the roses.', 'I shall have tea in the garden.'];
const earlier = (): TurnRecord[] => [1, 2, 3, 4].flatMap((b) => [0, 1, 2, 3, 4].flatMap((i) => [turn('captain', 'anchor', CAPTAIN[i], b), turn('widow', 'anchor', WIDOW[i], b)]));

describe('how each person talks', () => {
  it('scores a turn with the captain\'s words higher for him than for the widow', () => {
    const score = learnIdiolects(earlier(), DIALOGUE_WEIGHTS);
    const text = 'By thunder, the tide is turning!';
    expect(score(text, 'captain')).toBeGreaterThan(score(text, 'widow') ?? Infinity);
    expect(score(text, 'stranger')).toBeUndefined();
    const [captain, widow] = idiolectFactors([score(text, 'captain'), score(text, 'widow')], DIALOGUE_WEIGHTS);
    expect(captain).toBeGreaterThan(1);
    expect(widow).toBeLessThan(1);
  });

  it('gives an untagged turn after narration to the one who talks so, where the turn-taking is unsure', () => {
    // After a paragraph of narration the last speaker (the widow) often goes on; the captain's words say it is he.
    const scene = [turn('captain', 'anchor', 'Good evening, ma\'am.', 9), turn('widow', 'anchor', 'Good evening.', 9), turn('widow', 'none', 'By thunder, lad, haul on that rope! The tide turns, by thunder, and the wind is up!', 9, 1)];
    const picked = new Map<TurnRecord, string>();
    const ctx: DialogueContext = { firstPerson: false, genderOf: () => '', weight: () => 10, assign: (t, speaker) => picked.set(t, speaker) };
    decodeDialogues([...earlier(), ...scene], ctx);
    expect(picked.get(scene[2])).toBe('captain');
  });
});
