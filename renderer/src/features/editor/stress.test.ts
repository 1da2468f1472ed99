import { describe, expect, it } from 'vitest';
import { ACUTE, stressChars, stressedForPatch, toggleStress } from './stress.ts';

const at = (s: string, ch: string, nth = 0) => {
  let i = -1;
  for (let k = 0; k <= nth; k++) i = s.indexOf(ch, i + 1);
  return i;
};

describe('stress marks', () => {
  it('puts U+0301 right after the clicked vowel', () => {
    const s = 'Замок стоял.';
    expect(toggleStress(s, at(s, 'о'))).toBe(`Замо${ACUTE}к стоял.`);
  });

  it('moves the stress within a word instead of adding a second one', () => {
    const once = toggleStress('замок', 1);
    expect(once).toBe(`за${ACUTE}мок`);
    const moved = toggleStress(once, at(once, 'о'));
    expect(moved).toBe(`замо${ACUTE}к`);
  });

  it('keeps the stress of other words and removes the clicked one', () => {
    const s = `до${ACUTE}ма и за${ACUTE}мок`;
    const removed = toggleStress(s, at(s, 'а', 1));
    expect(removed).toBe(`до${ACUTE}ма и замок`);
    expect(stressedForPatch(toggleStress(`до${ACUTE}ма`, 1))).toBe('');
  });

  it('ignores clicks on consonants and marks vowels and words', () => {
    expect(toggleStress('дом', 0)).toBe('дом');
    const chars = stressChars(`Ива${ACUTE}н, привет`);
    expect(chars.map((c) => c.ch).join('')).toBe('Иван, привет');
    expect(chars.filter((c) => c.stressed).map((c) => c.ch)).toEqual(['а']);
    expect(new Set(chars.filter((c) => c.word >= 0).map((c) => c.word))).toEqual(new Set([0, 1]));
    expect(chars.find((c) => c.ch === ',')!.word).toBe(-1);
  });
});
