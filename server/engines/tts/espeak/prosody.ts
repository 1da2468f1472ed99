// Emotion and delivery as eSpeak settings. Each emotion moves the voice's own pitch, pitch
// range, tempo and loudness in the direction listeners expect (anger louder and faster, sadness
// lower, slower, flatter and quieter, surprise high with a wide range); delivery then adjusts
// tempo and volume, and the intonation is given by the clause's final punctuation, which is
// what eSpeak's intonation model follows.
import type { DeliveryStyle, Emotion, Intonation } from '../../../contract/enums.ts';
import type { EspeakVoiceSpec } from './cast.ts';
import type { EspeakSettings } from './espeak.ts';

interface Shift {
  /** Added to the 0..100 pitch. */
  pitch: number;
  /** Multiplies the pitch range. */
  range: number;
  /** Multiplies the tempo. */
  rate: number;
  /** Multiplies the volume. */
  volume: number;
}

export const EMOTION_SHIFTS: Record<Emotion, Shift> = {
  'Нейтрально': { pitch: 0, range: 1, rate: 1, volume: 1 },
  'Радостно': { pitch: 8, range: 1.4, rate: 1.08, volume: 1.15 },
  'Воодушевлённо': { pitch: 10, range: 1.5, rate: 1.12, volume: 1.25 },
  'Нежно': { pitch: 3, range: 0.8, rate: 0.9, volume: 0.7 },
  'Спокойно': { pitch: -3, range: 0.7, rate: 0.92, volume: 0.9 },
  'Грустно': { pitch: -8, range: 0.5, rate: 0.8, volume: 0.7 },
  'Серьёзно': { pitch: -5, range: 0.75, rate: 0.95, volume: 1.05 },
  'Напряжённо': { pitch: 4, range: 0.6, rate: 1.08, volume: 1.1 },
  'Сердито': { pitch: 6, range: 1.3, rate: 1.15, volume: 1.5 },
  'Испуганно': { pitch: 12, range: 1.2, rate: 1.2, volume: 0.95 },
  'Удивлённо': { pitch: 12, range: 1.6, rate: 1, volume: 1.15 },
};

const TEMPO = { slow: 0.8, fast: 1.22 } as const;
const VOLUME = { whisper: 0.35, soft: 0.6, loud: 1.5 } as const;
/** The contour itself comes from the final punctuation; these widen it so it carries. */
const INTONATION: Record<Intonation, Shift> = {
  question: { pitch: 2, range: 1.35, rate: 1, volume: 1 },
  exclaim: { pitch: 5, range: 1.3, rate: 1.05, volume: 1.2 },
  statement: { pitch: 0, range: 1, rate: 1, volume: 1 },
  trail: { pitch: -2, range: 0.9, rate: 0.92, volume: 0.85 },
};

/** eSpeak's whisper variants keep the voice's sex; the rest of the voice is its own. */
function whisperVoice(voice: string): string {
  const [lang, variant = ''] = voice.split('+');
  return `${lang}+${/^f|grandma/.test(variant) ? 'whisperf' : 'whisper'}`;
}

export function espeakSettings(spec: EspeakVoiceSpec, emotion: Emotion, speed: number, delivery: DeliveryStyle): EspeakSettings {
  const e = EMOTION_SHIFTS[emotion] ?? EMOTION_SHIFTS['Нейтрально'];
  const i = delivery.intonation ? INTONATION[delivery.intonation] : INTONATION.statement;
  const tempo = delivery.tempo ? TEMPO[delivery.tempo] : 1;
  const loud = delivery.volume ? VOLUME[delivery.volume] : 1;
  return {
    voice: delivery.volume === 'whisper' ? whisperVoice(spec.voice) : spec.voice,
    pitch: spec.pitch + e.pitch + i.pitch,
    range: spec.range * e.range * i.range,
    rate: spec.rate * e.rate * i.rate * tempo * speed,
    volume: 100 * e.volume * i.volume * loud,
  };
}

const FINAL: Record<Intonation, string> = { question: '?', exclaim: '!', statement: '.', trail: '…' };

/** The text with its last clause ending as the intonation asks (eSpeak intones by punctuation). */
export function withIntonation(text: string, intonation: Intonation | undefined): string {
  if (!intonation) return text;
  const body = text.replace(/[\s.!?…,;:]+$/u, '');
  return body ? `${body}${FINAL[intonation]}` : text;
}
