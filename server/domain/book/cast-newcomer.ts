// A voice for a character the author adds to a cast already made: the same slots as casting (a
// voice or one of its variants), chosen so the newcomer sounds like nobody in the book. In order:
// the right gender and an age that fits, a slot nobody holds, a voice nobody uses before a variant
// of one in use (the narrator's, heard everywhere, last), milder variants and preferred voices first.
import type { Age, Gender } from '../../contract/enums.ts';
import { ageCost, sameLanguage, slotsOf, type CastVoice, type Slot } from './casting.ts';
import type { CastingVoice } from './types.ts';

export interface CastMember extends CastVoice {
  isNarrator: boolean;
}

export function castNewcomer(
  newcomer: { gender: Gender; age: Age }, cast: CastMember[], voices: CastingVoice[], language: string,
): CastVoice | null {
  const inLanguage = voices.filter((v) => sameLanguage(v, language));
  const pool = inLanguage.length > 0 ? inLanguage : voices;
  if (pool.length === 0) return null;
  const narratorVoices = new Set(cast.filter((m) => m.isNarrator).map((m) => m.voiceId));
  const usedVoices = new Set(cast.map((m) => m.voiceId));
  const holders = (s: Slot) => cast.filter((m) => m.voiceId === s.voice.id && m.pitch === s.pitch && m.formant === s.formant).length;
  const key = (s: Slot): number[] => {
    const age = ageCost(newcomer, s);
    const wrongGender = newcomer.gender && s.voice.gender && newcomer.gender !== s.voice.gender;
    const wrongAge = age >= 1.75 || (s.voice.age === 'child' && newcomer.age !== 'child');
    const distinct = !usedVoices.has(s.voice.id) ? (s.pitch || s.formant ? 1 : 0) : narratorVoices.has(s.voice.id) ? 3 : 2;
    return [wrongGender ? 2 : wrongAge ? 1 : 0, holders(s), Math.floor(age + 0.25), distinct, s.rank, -s.voice.preference, s.order];
  };
  let best: Slot | undefined;
  let bestKey: number[] = [];
  for (const s of slotsOf(pool)) {
    const k = key(s);
    if (!best || lexLess(k, bestKey)) [best, bestKey] = [s, k];
  }
  return best ? { voiceId: best.voice.id, pitch: best.pitch, formant: best.formant } : null;
}

function lexLess(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
