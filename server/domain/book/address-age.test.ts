// An age from how the others address someone («Оставайся-ка, старик, дома»), and an old voice only
// with such evidence: a young woman of unknown age got an old woman's voice («Дуня», seen in a trial),
// while an old man of unknown age («Сорин») must keep his.
import { beforeAll, describe, expect, it } from 'vitest';
import { initBookPipeline } from './index.ts';
import { castVoices } from './casting.ts';
import { analyze } from './prose.fixture.ts';
import type { CastingCharacter, CastingVoice } from './types.ts';

beforeAll(async () => {
  await initBookPipeline();
});

const voice = (id: string, gender: 'm' | 'f', age: CastingVoice['age']): CastingVoice => ({ id, language: 'ru', gender, age, calm: 0.5, preference: 0 });
const char = (key: string, gender: 'm' | 'f', age: CastingCharacter['age']): CastingCharacter => ({
  key, name: key, aliases: [], gender, age, isNarrator: false, description: '', share: 0.1,
});

describe('an age from how someone is addressed', () => {
  it('«старик» said to a man makes him old; «барышня» said to a woman makes her young; the speaker keeps no age', () => {
    const book = analyze([
      '— Ноги болят, — сказал Петр Николаевич.',
      '— Ну, пойдем, старик, — ответила Ирина.',
      '— Что вам угодно, барышня? — спросил Петр Николаевич.',
      '— Ничего, — сказала Ирина.',
    ]);
    const age = (name: string) => book.characters.find((c) => c.name.startsWith(name))?.age;
    expect(age('Петр')).toBe('old');
    expect(age('Ирина')).toBe('young');
  });

  it('a call of one sex is not taken for the woman who spoke last («старик» is said to a man)', () => {
    const book = analyze([
      '— Пора ехать, — сказала Нина.',
      '— Оставайся-ка, старик, дома, — сказала Ирина.',
    ]);
    expect(book.characters.find((c) => c.name === 'Нина')?.age).toBe('');
  });

  it('a word that opens a line as its subject is no call («Старик, говорят, умер вчера»); with «ты» beside it, it is', () => {
    const told = analyze([
      '— Где же хозяин? — спросил Андрей.',
      '— Старик, говорят, умер вчера, — сказал Иван Петрович.',
      '— Старик плохой был хозяин, — ответил Андрей.',
    ]);
    expect(told.characters.find((c) => c.name === 'Андрей')?.age).not.toBe('old');
    expect(told.characters.find((c) => c.name.startsWith('Иван'))?.age).not.toBe('old');
    const called = analyze([
      '— Ноги болят, — сказал Иван Петрович.',
      '— Старик, ты бы прилег, — сказала Нина.',
    ]);
    expect(called.characters.find((c) => c.name.startsWith('Иван'))?.age).toBe('old');
  });
});

describe('an old voice takes evidence of age', () => {
  const voices = [voice('old-woman', 'f', 'old'), voice('woman', 'f', 'adult'), voice('old-man', 'm', 'old'), voice('man', 'm', 'adult')];

  it('women of unknown age get a grown woman\'s voice (a variant of it for the second), not the old one; an old man the old voice', () => {
    const cast = castVoices([char('mother', 'f', ''), char('dunya', 'f', ''), char('sorin', 'm', 'old')], voices, 'ru');
    expect(cast.get('mother')?.voiceId).toBe('woman');
    expect(cast.get('dunya')?.voiceId).toBe('woman');
    expect(cast.get('sorin')?.voiceId).toBe('old-man');
  });

  it('an old voice is still given when nothing else is left', () => {
    const cast = castVoices([char('dunya', 'f', '')], [voice('old-woman', 'f', 'old'), voice('man', 'm', 'adult')], 'ru');
    expect(cast.get('dunya')?.voiceId).toBe('old-woman');
  });
});
