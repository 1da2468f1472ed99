import { describe, expect, it } from 'vitest';
import { castVoices } from './casting.ts';
import { NARRATOR_KEY, type CastingCharacter, type CastingVoice } from './types.ts';

const char = (key: string, gender: 'm' | 'f' | '', age: CastingCharacter['age'], share: number, isNarrator = false): CastingCharacter => ({
  key, name: key, aliases: [], gender, age, isNarrator, description: '', share,
});
const voice = (id: string, gender: 'm' | 'f', age: CastingVoice['age'], calm: number, language = 'ru', preference = 0): CastingVoice => ({
  id, language, gender, age, calm, preference,
});

describe('castVoices', () => {
  const voices = [
    voice('calm-f', 'f', 'adult', 0.9), voice('man', 'm', 'adult', 0.5), voice('old-man', 'm', 'old', 0.4),
    voice('girl', 'f', 'child', 0.3), voice('woman', 'f', 'adult', 0.6), voice('en-man', 'm', 'adult', 1, 'en'),
  ];

  it('gives the narrator the calmest voice of the book\'s language and others fitting voices of their own', () => {
    const cast = castVoices([
      char(NARRATOR_KEY, '', '', 0.6, true), char('ivan', 'm', 'adult', 0.2), char('ded', 'm', 'old', 0.1), char('masha', 'f', 'child', 0.1),
    ], voices, 'ru');
    expect(cast.get(NARRATOR_KEY)).toBe('calm-f');
    expect(cast.get('ivan')).toBe('man');
    expect(cast.get('ded')).toBe('old-man');
    expect(cast.get('masha')).toBe('girl');
    expect(new Set(cast.values()).size).toBe(4);
  });

  it('lets the character who reads more choose first', () => {
    const cast = castVoices([char('minor', 'm', 'adult', 0.01), char('hero', 'm', 'adult', 0.3)], [voice('good', 'm', 'adult', 0.5, 'ru', 2), voice('ok', 'm', 'adult', 0.5)], 'ru');
    expect(cast.get('hero')).toBe('good');
    expect(cast.get('minor')).toBe('ok');
  });

  it('reuses voices only when they run out: for those who read least, never between people who talk to each other', () => {
    const few = [voice('n', 'f', 'adult', 0.9), voice('a', 'm', 'adult', 0.5), voice('b', 'm', 'adult', 0.5)];
    const cast = castVoices([
      char(NARRATOR_KEY, '', '', 0.5, true), char('p1', 'm', 'adult', 0.3), char('p2', 'm', 'adult', 0.15), char('p3', 'm', 'adult', 0.05),
    ], few, 'ru', { conversations: [['p1', 'p3']] });
    expect(cast.get('p1')).not.toBe(cast.get('p2'));
    expect(cast.get('p3')).toBe(cast.get('p2'));
    expect(cast.get('p3')).not.toBe('n');
  });

  it('gives the narrator\'s voice to a character only when nothing else is left', () => {
    const cast = castVoices([char(NARRATOR_KEY, '', '', 0.5, true), char('p', 'm', 'adult', 0.5)], [voice('only', 'm', 'adult', 0.5)], 'ru');
    expect(cast.get('p')).toBe('only');
  });
});
