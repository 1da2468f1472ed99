import { describe, expect, it } from 'vitest';
import { castNewcomer, type CastMember } from './cast-newcomer.ts';
import type { CastingVoice } from './types.ts';

const voice = (id: string, gender: 'm' | 'f', age: CastingVoice['age'] = 'adult', over: Partial<CastingVoice> = {}): CastingVoice =>
  ({ id, language: 'ru', gender, age, calm: 0.5, preference: 0, ...over });
const VOICES = [voice('boris', 'm'), voice('nikolai', 'm', 'adult', { calm: 0.9 }), voice('anna', 'f'), voice('vera', 'f', 'young'), voice('ded', 'm', 'old')];
const member = (voiceId: string, pitch = 0, formant = 0, isNarrator = false): CastMember => ({ voiceId, pitch, formant, isNarrator });

describe('a voice for a character added to a cast', () => {
  it('takes a voice of the right gender and age that nobody in the book uses', () => {
    const cast = [member('nikolai', 0, 0, true), member('boris'), member('anna')];
    expect(castNewcomer({ gender: 'f', age: 'young' }, cast, VOICES, 'ru')).toEqual({ voiceId: 'vera', pitch: 0, formant: 0 });
    expect(castNewcomer({ gender: 'm', age: 'old' }, cast, VOICES, 'ru')).toEqual({ voiceId: 'ded', pitch: 0, formant: 0 });
  });

  it('when every fitting voice is in use, a variant nobody holds — of the narrator\'s voice last', () => {
    const cast = [member('nikolai', 0, 0, true), member('boris'), member('ded')];
    const got = castNewcomer({ gender: 'm', age: 'adult' }, cast, VOICES, 'ru')!;
    expect(got.voiceId).toBe('boris');
    expect(got.pitch !== 0 || got.formant !== 0).toBe(true);
    expect(cast.some((m) => m.voiceId === got.voiceId && m.pitch === got.pitch && m.formant === got.formant)).toBe(false);
  });

  it('never a voice of the other gender while one of the right gender exists, and null without voices', () => {
    const cast = [member('boris'), member('ded'), member('nikolai', 0, 0, true)];
    expect(castNewcomer({ gender: 'm', age: '' }, cast, VOICES, 'ru')!.voiceId).not.toMatch(/anna|vera/);
    expect(castNewcomer({ gender: '', age: '' }, [], [], 'ru')).toBeNull();
  });
});
