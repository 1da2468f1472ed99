import { describe, expect, it } from 'vitest';
import { carryFix, carryRuleFor, type ConversationLine } from './carry-fix.ts';
import type { SpeakerBasis } from './types.ts';

/** One speech paragraph per entry: [speaker, basis], or a narration paragraph of that many letters. */
type Turn = [string, SpeakerBasis] | number | { speaker: string; basis: SpeakerBasis; source?: string; block?: number };

function chapter(...turns: Turn[]): ConversationLine[] {
  return turns.map((t, paragraph): ConversationLine => {
    if (typeof t === 'number') return { kind: 'narration', speaker: 'narrator', paragraph, block: 0, length: t, source: 'rules', basis: null };
    const [speaker, basis, source, block] = Array.isArray(t) ? [t[0], t[1], 'rules', 0] : [t.speaker, t.basis, t.source ?? 'rules', t.block ?? 0];
    return { kind: 'speech', speaker, paragraph, block, length: 20, source, basis };
  });
}

const ru = carryRuleFor('ru');
const en = carryRuleFor('en');

describe('carryFix: a hand fix carries through the turns counted from it', () => {
  it('a speaker new to the exchange takes the turns the rules gave the one fixed away', () => {
    const lines = chapter(['ivan', 'named'], ['petr', 'turns'], ['masha', 'turns'], ['ivan', 'turns'], ['petr', 'turns']);
    // A third voice right after the fix: the exchange is not two people, nothing carries.
    expect(carryFix(lines, 1, 'anna', ru)).toEqual([]);
    // Line 1 is Anna's: the exchange is Ivan and Anna, so Petr's later turn is hers too; Ivan's stay.
    const two = chapter(['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], ['petr', 'turns'], ['ivan', 'turns']);
    expect(carryFix(two, 1, 'anna', ru)).toEqual([{ index: 3, speaker: 'anna' }]);
    expect(carryFix(two, 1, 'anna', en)).toEqual([{ index: 3, speaker: 'anna' }]);
  });

  it('the other party (the rules a turn out of phase) swaps the two in Russian, not in English', () => {
    // Ivan spoke twice running; the rules alternated from the first.
    const lines = chapter(['petr', 'named'], ['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], ['petr', 'turns']);
    expect(carryFix(lines, 2, 'ivan', ru)).toEqual([{ index: 3, speaker: 'petr' }, { index: 4, speaker: 'ivan' }]);
    expect(carryFix(lines, 2, 'ivan', en)).toEqual([]);
  });

  it('stops where the author\'s words name a speaker, at a line set by hand, at a scene break', () => {
    const named = chapter(['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], ['petr', 'named'], ['ivan', 'turns']);
    expect(carryFix(named, 1, 'anna', ru)).toEqual([]);
    const byHand = chapter(['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], { speaker: 'petr', basis: 'turns', source: 'manual' }, ['ivan', 'turns']);
    expect(carryFix(byHand, 1, 'anna', ru)).toEqual([]);
    const broken = chapter(['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], { speaker: 'petr', basis: 'turns', block: 1 });
    expect(carryFix(broken, 1, 'anna', ru)).toEqual([]);
  });

  it('stops at a paragraph of narration, at a third voice, and where the rules gave one speaker twice running', () => {
    const told = chapter(['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], 60, ['petr', 'turns']);
    expect(carryFix(told, 1, 'anna', ru)).toEqual([]);
    const third = chapter(['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], ['masha', 'turns'], ['petr', 'turns']);
    expect(carryFix(third, 1, 'anna', ru)).toEqual([]);
    const twice = chapter(['ivan', 'named'], ['petr', 'turns'], ['petr', 'turns'], ['ivan', 'turns'], ['petr', 'turns']);
    expect(carryFix(twice, 1, 'anna', ru)).toEqual([]);
  });

  it('carries nothing from a later quotation of a paragraph, nor when the speaker does not change', () => {
    const lines: ConversationLine[] = [
      { kind: 'speech', speaker: 'ivan', paragraph: 0, block: 0, length: 10, source: 'rules', basis: 'named' },
      { kind: 'narration', speaker: 'narrator', paragraph: 0, block: 0, length: 10, source: 'rules', basis: null },
      { kind: 'speech', speaker: 'petr', paragraph: 0, block: 0, length: 10, source: 'rules', basis: 'turns' },
      { kind: 'speech', speaker: 'ivan', paragraph: 1, block: 0, length: 10, source: 'rules', basis: 'turns' },
      { kind: 'speech', speaker: 'petr', paragraph: 2, block: 0, length: 10, source: 'rules', basis: 'turns' },
    ];
    expect(carryFix(lines, 2, 'anna', ru)).toEqual([]);
    expect(carryFix(lines, 3, 'ivan', ru)).toEqual([]);
  });

  it('a thought is no turn: fixing one carries nothing', () => {
    const lines = chapter(['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], ['petr', 'turns']);
    const thought = lines.map((l, i) => (i === 1 ? { ...l, kind: 'thought' as const } : l));
    expect(carryFix(lines, 1, 'anna', ru)).toEqual([{ index: 3, speaker: 'anna' }]);
    expect(carryFix(thought, 1, 'anna', ru)).toEqual([]);
  });

  it('the same speech going on after its tag follows its line', () => {
    const lines: ConversationLine[] = [
      { kind: 'speech', speaker: 'ivan', paragraph: 0, block: 0, length: 10, source: 'rules', basis: 'named' },
      { kind: 'speech', speaker: 'petr', paragraph: 1, block: 0, length: 10, source: 'rules', basis: 'turns' },
      { kind: 'narration', speaker: 'narrator', paragraph: 1, block: 0, length: 10, source: 'rules', basis: null },
      { kind: 'speech', speaker: 'petr', paragraph: 1, block: 0, length: 10, source: 'rules', basis: 'continues' },
      { kind: 'speech', speaker: 'ivan', paragraph: 2, block: 0, length: 10, source: 'rules', basis: 'turns' },
      { kind: 'speech', speaker: 'petr', paragraph: 3, block: 0, length: 10, source: 'rules', basis: 'turns' },
    ];
    expect(carryFix(lines, 1, 'anna', ru)).toEqual([{ index: 3, speaker: 'anna' }, { index: 5, speaker: 'anna' }]);
  });
});

describe('carryFix: what a fix leaves alone', () => {
  it('a line an earlier fix carried is the author\'s: a later fix stops there', () => {
    const lines = chapter(['ivan', 'named'], ['petr', 'turns'], ['ivan', 'turns'], { speaker: 'anna', basis: 'turns', source: 'carried' }, ['ivan', 'turns']);
    expect(carryFix(lines, 2, 'anna', ru)).toEqual([]);
  });

  it('the turn before a long narration is another conversation: Y who spoke there is no party to this one', () => {
    // Anna spoke before 600 letters of narration; Petr and Ivan talk now. Fixing Petr's first turn to Anna
    // makes her new to this exchange (Petr's turns become hers), not a turn out of step with her own.
    const lines = chapter(['anna', 'named'], 600, ['petr', 'turns'], ['ivan', 'turns'], ['petr', 'turns'], ['ivan', 'turns']);
    expect(carryFix(lines, 2, 'anna', ru)).toEqual([{ index: 4, speaker: 'anna' }]);
  });

  it('in English the rest of the fixed line\'s paragraph follows, unless its own tag names someone', () => {
    const paragraph = (basis: SpeakerBasis): ConversationLine[] => [
      { kind: 'speech', speaker: 'ivan', paragraph: 0, block: 0, length: 20, source: 'rules', basis: 'named' },
      { kind: 'speech', speaker: 'petr', paragraph: 1, block: 0, length: 20, source: 'rules', basis: 'turns' },
      { kind: 'narration', speaker: 'narrator', paragraph: 1, block: 0, length: 15, source: 'rules', basis: null },
      { kind: 'speech', speaker: 'petr', paragraph: 1, block: 0, length: 20, source: 'rules', basis },
    ];
    expect(carryFix(paragraph('turns'), 1, 'anna', en)).toEqual([{ index: 3, speaker: 'anna' }]);
    expect(carryFix(paragraph('named'), 1, 'anna', en)).toEqual([]);
    // Russian marks speech going on after its tag as `continues`; any other basis stops it there.
    expect(carryFix(paragraph('turns'), 1, 'anna', ru)).toEqual([]);
  });
});
