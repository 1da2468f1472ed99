// A synthesis request spoken by the embedded eSpeak NG: the prepared text through the phoneme
// step (stress marks obeyed), the voice's settings moved by emotion, delivery and speed.
import type { SynthJob } from '../protocol.ts';
import { espeakText } from '../phonemes/espeak-input.ts';
import type { EspeakVoiceSpec } from './cast.ts';
import type { Espeak, EspeakOutput } from './espeak.ts';
import { espeakSettings, withIntonation } from './prosody.ts';

/** Words already looked up, per language: a book repeats its words, and lookups are not free. */
const CACHE_LIMIT = 50_000;
const cache = new Map<string, string>();

function phonemesOf(espeak: Espeak, voice: string, language: string) {
  return (word: string): string => {
    const key = `${language}\u0000${word}`;
    let p = cache.get(key);
    if (p === undefined) {
      p = espeak.phonemes(word, voice, false);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, p);
    }
    return p;
  };
}

/** The text eSpeak reads for a request (what the phoneme step hands over). */
export function espeakInput(espeak: Espeak, spec: EspeakVoiceSpec, job: Pick<SynthJob, 'text' | 'delivery' | 'emotion' | 'speed'>): string {
  const voice = espeakSettings(spec, job.emotion, job.speed, job.delivery).voice;
  return espeakText(withIntonation(job.text, job.delivery.intonation), spec.language, phonemesOf(espeak, voice, spec.language));
}

export function speakEspeak(espeak: Espeak, spec: EspeakVoiceSpec, job: Omit<SynthJob, 'pitch' | 'formant'>): EspeakOutput {
  const settings = espeakSettings(spec, job.emotion, job.speed, job.delivery);
  return espeak.synthesize(espeakInput(espeak, spec, job), settings);
}
