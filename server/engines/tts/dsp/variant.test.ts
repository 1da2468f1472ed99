// Voice variants measured on real eSpeak NG speech: pitch moves the fundamental and leaves the
// timbre, formant moves the timbre and leaves the fundamental, the length stays, nothing clicks,
// and two variants of one voice lie farther apart than the voice's own sentences do.
import { beforeAll, describe, expect, it } from 'vitest';
import { Espeak } from '../espeak/espeak.ts';
import { espeakCast } from '../espeak/cast.ts';
import { speakEspeak } from '../espeak/speak.ts';
import { measureSpeech, spectralCentroid } from '../audio-measure.ts';
import { applyVariant } from './variant.ts';

const SENTENCES = [
  'Жил старик со своею старухой у самого синего моря.',
  'Они жили в ветхой землянке ровно тридцать лет и три года.',
  'Старик ловил неводом рыбу, старуха пряла свою пряжу.',
  'Раз он в море закинул невод, пришёл невод с одною тиной.',
  'Он в другой раз закинул невод, пришёл невод с травой морскою.',
  'В третий раз закинул он невод, пришёл невод с одною рыбкой.',
];

let espeak: Espeak;
beforeAll(async () => {
  espeak = await Espeak.load();
});

function speak(name: string, text: string, speed = 1) {
  const v = espeakCast().find((c) => c.info.name === name)!;
  return speakEspeak(espeak, v.spec, { text, emotion: 'Нейтрально', speed, delivery: {}, spec: { engine: 'espeak', espeak: v.spec } });
}

const st = (a: number, b: number) => 12 * Math.log2(a / b);

/** 99.9th percentile of the sample-to-sample step over the RMS: clicks raise it. */
function roughness(x: Int16Array): number {
  const steps = Float64Array.from({ length: x.length - 1 }, (_, i) => Math.abs(x[i + 1]! - x[i]!)).sort();
  return steps[Math.floor(steps.length * 0.999)]! / measureSpeech(x, 22050).rms;
}

/** Where a recording sits for a listener: median F0 and spectral centroid, both in semitones. */
function features(x: Int16Array, rate: number): [number, number] {
  return [12 * Math.log2(measureSpeech(x, rate).f0), 12 * Math.log2(spectralCentroid(x, rate))];
}
const mean = (pts: Array<[number, number]>): [number, number] => [pts.reduce((s, p) => s + p[0], 0) / pts.length, pts.reduce((s, p) => s + p[1], 0) / pts.length];
const dist = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);

describe('voice variants', () => {
  it('pitch 0 and formant 0 is the voice itself, bit for bit', () => {
    const r = speak('Николай', SENTENCES[0]!);
    expect(applyVariant(r.samples, r.sampleRate, { pitch: 0, formant: 0 })).toBe(r.samples);
  });

  for (const name of ['Николай', 'Анна', 'Маша']) {
    it(`${name}: pitch moves F0 by its semitones, formant moves the centroid, the length and smoothness stay`, () => {
      const text = SENTENCES.slice(0, 2).join(' ');
      const r = speak(name, text);
      const f0 = measureSpeech(r.samples, r.sampleRate).f0;
      const centroid = spectralCentroid(r.samples, r.sampleRate);
      const rough = roughness(r.samples);
      const rows: string[] = [];
      const failures: string[] = [];
      const check = (ok: boolean, what: string) => ok || failures.push(what);
      // F0 is measured in 60–500 Hz: a voice is not moved past that range.
      const pitches = [-6, -3, 3, 6].filter((p) => f0 * 2 ** (p / 12) > 65 && f0 * 2 ** (p / 12) < 480);
      for (const [pitch, formant] of [...pitches.map((p) => [p, 0]), [0, -4], [0, -2], [0, 2], [0, 4], [-3, -1], [3, 1]] as Array<[number, number]>) {
        const y = applyVariant(r.samples, r.sampleRate, { pitch, formant });
        const dF0 = st(measureSpeech(y, r.sampleRate).f0, f0);
        const dC = st(spectralCentroid(y, r.sampleRate), centroid);
        const dRough = roughness(y) / rough;
        const row = `pitch ${pitch} formant ${formant}: F0 ${dF0.toFixed(2)} st, centroid ${dC.toFixed(2)} st, length ×${(y.length / r.samples.length).toFixed(3)}, roughness ×${dRough.toFixed(2)}`;
        rows.push(row);
        check(y.length === r.samples.length, `length: ${row}`);
        check(Math.abs(dF0 - pitch) < 1, `F0: ${row}`);
        // Pitch alone leaves the timbre; denser grains brighten it a little (breathy voices vary by run).
        if (formant === 0) check(Math.abs(dC) < 0.5 + 0.25 * Math.abs(pitch), `centroid: ${row}`);
        else if (pitch === 0) check(Math.sign(dC) === Math.sign(formant) && Math.abs(dC) > Math.abs(formant) * 0.4 && Math.abs(dC) < Math.abs(formant) * 1.5 + 0.5, `centroid: ${row}`);
        // A small formant step with a pitch step: the centroid leans its way (measured within ±0.5 st).
        else check(Math.sign(dC) === Math.sign(formant), `centroid: ${row}`);
        // No clicks: the steepest steps stay those of the voice (a higher formant sharpens them a little).
        check(dRough < 1.3 * 2 ** (Math.max(0, formant) / 12), `roughness: ${row}`);
      }
      console.log(`${name} (F0 ${f0.toFixed(0)} Hz, centroid ${centroid.toFixed(0)} Hz)\n  ${rows.join('\n  ')}`);
      expect(failures).toEqual([]);
    });
  }

  it('keeps the tempo: a slower speed is still slower by as much with a variant', () => {
    const normal = speak('Анна', SENTENCES[1]!);
    const slow = speak('Анна', SENTENCES[1]!, 0.8);
    const v = { pitch: -3, formant: -1 };
    const ratio = applyVariant(slow.samples, slow.sampleRate, v).length / applyVariant(normal.samples, normal.sampleRate, v).length;
    expect(ratio).toBeCloseTo(slow.samples.length / normal.samples.length, 3);
    expect(ratio).toBeGreaterThan(1.15);
  });

  it('two variants of one voice are farther apart than the voice\'s own sentences (F0 and centroid, semitones)', () => {
    const lines: string[] = [];
    for (const name of ['Николай', 'Анна']) {
      const spoken = SENTENCES.map((t) => speak(name, t));
      const at = (pitch: number, formant: number) => spoken.map((r) => features(applyVariant(r.samples, r.sampleRate, { pitch, formant }), r.sampleRate));
      const plain = at(0, 0);
      const centre = mean(plain);
      // The natural spread: how far the voice's sentences lie from their mean.
      const spread = Math.sqrt(plain.reduce((s, p) => s + dist(p, centre) ** 2, 0) / plain.length);
      const pairs: Array<[[number, number], [number, number]]> = [[[-3, -1], [3, 1]], [[0, 0], [-3, -1]], [[0, 0], [3, 1]], [[0, 0], [2, -2]]];
      for (const [a, b] of pairs) {
        const apart = dist(mean(at(...a)), mean(at(...b)));
        lines.push(`${name}: variants (${a.join(', ')}) and (${b.join(', ')}) lie ${apart.toFixed(2)} st apart; the voice's sentences spread ${spread.toFixed(2)} st`);
        expect(apart).toBeGreaterThan(spread);
      }
    }
    console.log(lines.join('\n'));
  });
});
