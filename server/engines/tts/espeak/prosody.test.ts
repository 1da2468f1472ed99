// Emotions, delivery and speed change the sound in ways a listener hears: measured on real
// eSpeak NG output (pitch, duration, loudness).
import { beforeAll, describe, expect, it } from 'vitest';
import { EMOTIONS, type DeliveryStyle, type Emotion } from '../../../contract/enums.ts';
import { measureSpeech, type SpeechMeasure } from '../audio-measure.ts';
import { espeakCast, type EspeakVoiceSpec } from './cast.ts';
import { Espeak } from './espeak.ts';
import { speakEspeak } from './speak.ts';

let espeak: Espeak;
const cast = espeakCast();
const spec = (name: string): EspeakVoiceSpec => cast.find((v) => v.info.name === name)!.spec;
beforeAll(async () => {
  espeak = await Espeak.load();
});

const TEXT = 'Утром они вышли в путь, и дорога была длинной';
function measure(voice: string, o: { text?: string; emotion?: Emotion; delivery?: DeliveryStyle; speed?: number } = {}): SpeechMeasure {
  const s = spec(voice);
  const r = speakEspeak(espeak, s, { text: o.text ?? TEXT, emotion: o.emotion ?? 'Нейтрально', delivery: o.delivery ?? {}, speed: o.speed ?? 1, spec: { engine: 'espeak', espeak: s } });
  return measureSpeech(r.samples, r.sampleRate);
}

describe.each(['Николай', 'Анна'])('%s', (voice) => {
  it('Сердито is louder, faster and higher than Грустно; Радостно is higher than Грустно', () => {
    const angry = measure(voice, { emotion: 'Сердито' });
    const sad = measure(voice, { emotion: 'Грустно' });
    const happy = measure(voice, { emotion: 'Радостно' });
    expect(angry.rms).toBeGreaterThan(sad.rms * 1.8);
    expect(angry.durationS).toBeLessThan(sad.durationS * 0.85);
    expect(angry.f0).toBeGreaterThan(sad.f0 * 1.15);
    expect(happy.f0).toBeGreaterThan(sad.f0 * 1.15);
  });

  it('every emotion sounds different from «Нейтрально» (pitch, tempo or loudness by ≥ 5%)', () => {
    const neutral = measure(voice);
    const apart = (a: number, b: number) => Math.abs(a - b) / b >= 0.05;
    for (const emotion of EMOTIONS.filter((e) => e !== 'Нейтрально')) {
      const m = measure(voice, { emotion });
      expect(apart(m.f0, neutral.f0) || apart(m.durationS, neutral.durationS) || apart(m.rms, neutral.rms), emotion).toBe(true);
    }
  });

  it('delivery: whisper and soft are quieter, loud is louder, slow is longer and fast shorter', () => {
    const normal = measure(voice);
    expect(measure(voice, { delivery: { volume: 'whisper' } }).rms).toBeLessThan(normal.rms * 0.45);
    expect(measure(voice, { delivery: { volume: 'soft' } }).rms).toBeLessThan(normal.rms * 0.75);
    expect(measure(voice, { delivery: { volume: 'loud' } }).rms).toBeGreaterThan(normal.rms * 1.3);
    expect(measure(voice, { delivery: { tempo: 'slow' } }).durationS).toBeGreaterThan(normal.durationS * 1.15);
    expect(measure(voice, { delivery: { tempo: 'fast' } }).durationS).toBeLessThan(normal.durationS * 0.9);
  });

  it('a question ends higher than a statement; an exclamation is louder', () => {
    const text = 'Вы его видели';
    const question = measure(voice, { text, delivery: { intonation: 'question' } });
    const statement = measure(voice, { text, delivery: { intonation: 'statement' } });
    expect(question.f0Tail).toBeGreaterThan(statement.f0Tail * 1.08);
    expect(measure(voice, { text, delivery: { intonation: 'exclaim' } }).rms).toBeGreaterThan(statement.rms * 1.1);
  });

  it('speed scales the tempo: 0.6 is much longer than 1.4', () => {
    const slow = measure(voice, { speed: 0.6 });
    const normal = measure(voice);
    const fast = measure(voice, { speed: 1.4 });
    expect(slow.durationS).toBeGreaterThan(normal.durationS * 1.3);
    expect(fast.durationS).toBeLessThan(normal.durationS * 0.85);
  });
});
