// The chain of turns over a conversation, on turn records made up for the test.
import { describe, expect, it } from 'vitest';
import { decodeDialogues, type DialogueContext, type Hint, type TurnRecord } from './dialogue.ts';

let paragraph = 0;
function turn(speaker: string, hint: Hint, terms: string[] = [], block = 0, text = ''): TurnRecord {
  return {
    chapter: 0, paragraphId: paragraph++, blockId: block, speaker, confidence: hint === 'anchor' ? 0.97 : 0.5, issue: '', hint, continues: false,
    lines: [{ text, kind: 'speech', blockId: block, paragraphId: paragraph, speaker, confidence: 0, review: true, issue: '' }],
    called: [], named: [], terms, told: [], recent: [], gapParagraphs: 0, gapChars: 0,
  };
}

function decode(records: TurnRecord[]): string[] {
  const picked = new Map<TurnRecord, string>();
  const ctx: DialogueContext = {
    firstPerson: false,
    genderOf: (k) => ({ daughter: 'f', father: 'm', visitor: 'm' })[k] ?? '',
    weight: () => 10,
    assign: (t, speaker, probability) => {
      picked.set(t, speaker);
      sureness.set(t, probability);
    },
  };
  decodeDialogues(records, ctx);
  return records.map((r) => picked.get(r) ?? '');
}
const sureness = new Map<TurnRecord, number>();

describe('English conversations decoded as a chain', () => {
  it('learns who says a word of address («papa») from the tagged turns and weighs it on the untagged ones', () => {
    // Earlier scenes: the daughter, named by her tags, says «papa» to her father.
    const earlier = [0, 1, 2].flatMap((b) => [turn('daughter', 'anchor', ['papa'], b + 1), turn('father', 'anchor', [], b + 1)]);
    // Now the visitor talks with both; after a paragraph of narration, the untagged turn that says «papa» is the daughter's.
    const scene = [turn('daughter', 'anchor', [], 9), turn('father', 'anchor', [], 9), turn('visitor', 'anchor', [], 9), turn('father', 'anchor', [], 9), turn('visitor', 'anchor', [], 9), { ...turn('visitor', 'none', ['papa'], 9), gapParagraphs: 1 }];
    const got = decode([...earlier, ...scene]);
    expect(got.slice(-1)).toEqual(['daughter']);
  });
  it('gives «said her father» to the one the book\'s people call «papa»', () => {
    const earlier = [0, 1, 2].flatMap((b) => [turn('daughter', 'anchor', ['papa'], b + 1), turn('father', 'anchor', [], b + 1)]);
    // Two men in the scene; «said her father» tells only that a man speaks, the learnt «papa» which one.
    const kin = { ...turn('visitor', 'gender', [], 9), gender: 'm' as const, kin: 'father', gapParagraphs: 1 };
    const scene = [turn('daughter', 'anchor', [], 9), turn('visitor', 'anchor', [], 9), turn('father', 'anchor', [], 9), turn('visitor', 'anchor', [], 9), kin];
    expect(decode([...earlier, ...scene]).slice(-1)).toEqual(['father']);
  });
  it('does not give a speech to the one it talks about by name', () => {
    // After a paragraph of narration the last speaker often goes on, but not to talk of himself by name.
    const scene = [turn('daughter', 'anchor', [], 9), turn('visitor', 'anchor', [], 9), { ...turn('visitor', 'none', [], 9), gapParagraphs: 1, named: ['visitor'] }];
    expect(decode(scene).slice(-1)).toEqual(['daughter']);
  });
  it('lets one called by name answer where he speaks elsewhere only by a description tied to him (round 23)', () => {
    // Earlier: the gardener speaks by «said the Head Gardener», never by his name.
    const earlier = [turn('gardener', 'name', [], 1), turn('mara', 'anchor', [], 1)];
    // Mara and Tobias take turns; Mara calls the gardener by name; the untagged line after is his.
    const scene = [turn('mara', 'anchor', [], 9), turn('tobias', 'anchor', [], 9), turn('mara', 'anchor', [], 9), turn('tobias', 'anchor', [], 9), { ...turn('mara', 'anchor', [], 9), called: ['gardener'] }, turn('tobias', 'none', [], 9)];
    expect(decode([...earlier, ...scene]).slice(-1)).toEqual(['gardener']);
  });
  it('lets one asked a question by name answer more surely than one only called by name (round 33)', () => {
    // Mara and Tobias take turns; Mara's untagged line calls Ned, who speaks elsewhere by a tag.
    const answer = (text: string) => {
      const earlier = [turn('ned', 'anchor', [], 1), turn('mara', 'anchor', [], 1)];
      const call = { ...turn('mara', 'none', [], 9, text), called: ['ned'] };
      const reply = turn('tobias', 'none', [], 9);
      const scene = [turn('mara', 'anchor', [], 9), turn('tobias', 'anchor', [], 9), turn('mara', 'anchor', [], 9), turn('tobias', 'anchor', [], 9), call, reply, turn('mara', 'none', [], 9)];
      const got = decode([...earlier, ...scene]);
      return { speaker: got[earlier.length + 5], probability: sureness.get(reply) ?? 0 };
    };
    const asked = answer('Is it true, Ned?');
    const told = answer('It is true, Ned.');
    expect(asked.speaker).toBe('ned');
    expect(told.speaker).toBe('ned');
    // A question asks the one it calls for the next turn: the chain leaves the one before last less of it.
    expect(asked.probability).toBeGreaterThan(told.probability + 0.1);
  });
  it('does not give the untagged turn after a speech to the one that speech talks about by name (round 33)', () => {
    // Mara, Ned and Tobias speak by tags; Mara then talks about Ned («Ned will be late, I suppose»), and
    // after a paragraph of narration an untagged line follows: Ned, talked about, is seldom there to answer.
    const scene = [turn('mara', 'anchor', [], 9), turn('ned', 'anchor', [], 9), turn('tobias', 'anchor', [], 9), { ...turn('mara', 'anchor', [], 9), named: ['ned'] }, { ...turn('tobias', 'none', [], 9), gapParagraphs: 1 }];
    const got = decode(scene).slice(-1)[0];
    expect(got).not.toBe('ned');
    expect(['mara', 'tobias']).toContain(got);
  });
});
