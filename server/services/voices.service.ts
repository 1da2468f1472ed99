// Voices as the API shows them, and as casting and pricing see them.
import type { Voice } from '../contract/voices.ts';
import type { CastingVoice } from '../domain/book/types.ts';
import type { VoiceInfo } from '../engines/tts/engine.ts';
import type { UnitVoice } from '../domain/units.ts';
import type { Lang } from '../contract/texts.ts';

/** `lang`: the caller's language; a voice described in it says so in it, else in its own language. */
export function voiceDtos(voices: VoiceInfo[], sampleUrl: (v: VoiceInfo) => string, lang?: Lang): Voice[] {
  return voices.map((v) => ({
    id: v.id,
    name: v.name,
    gender: v.gender,
    age: v.age,
    language: v.language,
    description: (lang && v.descriptions?.[lang]) || v.description,
    weight: v.weight,
    emotions: v.emotions,
    stress: v.stress,
    commercial_ok: v.commercial_ok,
    license: v.license,
    recommended: v.recommended,
    sample_url: sampleUrl(v),
    installed: v.installed,
    engine: v.engine,
    working: v.working,
    problem: v.problem,
  }));
}

/** Voices casting may use for a book: working ones of its language (any language if none fits). */
export function castingVoices(voices: VoiceInfo[], language: string): CastingVoice[] {
  const usable = voices.filter((v) => v.installed && v.working);
  const own = usable.filter((v) => v.language === language);
  return (own.length ? own : usable).map((v) => ({
    id: v.id, language: v.language, gender: v.gender, age: v.age, calm: v.calm, preference: v.preference + (v.recommended ? 1 : 0),
  }));
}

export function unitVoices(voices: VoiceInfo[]): Map<string, UnitVoice> {
  return new Map(voices.map((v) => [v.id, { id: v.id, weight: v.weight, emotions: v.emotions }]));
}
