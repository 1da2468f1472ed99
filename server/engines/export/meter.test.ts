// The in-process meter against the EBU R128 / BS.1770 reference points and ffmpeg's own meter, and
// the studio plan's promise on hard material: loud peaks under the ceiling, loudness on target.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measureLoudness } from './loudness.ts';
import { CEILING_DB, finalSound, planSound } from './master.ts';
import { LevelMeter, measure, PeakMap, toDb } from './meter.ts';
import { encodeWav } from '../../util/wav.ts';

const dir = mkdtempSync(join(tmpdir(), 'glava-meter-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const RATE = 48_000;
function sine(freq: number, amplitude: number, seconds: number, phase = 0, rate = RATE): Int16Array {
  return Int16Array.from({ length: Math.round(seconds * rate) }, (_, n) => Math.round(32767 * amplitude * Math.sin((2 * Math.PI * freq * n) / rate + phase)));
}

/** Speech-like test material: bursts of harmonics with a sharp attack, loud and quiet, and pauses. */
function bursts(rate: number): Int16Array {
  const out = new Int16Array(rate * 12);
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let t = 0; t < 11; t += 0.5) {
    const level = t % 3 < 1 ? 0.9 : t % 3 < 2 ? 0.3 : 0.08; // loud, plain, whispered
    const f0 = 110 + 60 * rnd();
    for (let n = 0; n < rate * 0.35; n++) {
      const env = Math.exp(-n / (rate * 0.08));
      let v = 0;
      for (let h = 1; h <= 12; h++) v += Math.sin((2 * Math.PI * f0 * h * n) / rate + h) / h;
      out[Math.round(t * rate) + n] = Math.round(32767 * Math.max(-1, Math.min(1, level * env * v * 0.5)));
    }
  }
  return out;
}

describe('the meter', () => {
  it('reads a 1 kHz sine at −20 dBFS as −23.0 LUFS (BS.1770: a full-scale 1 kHz sine is −3.01)', () => {
    const m = measure(sine(1000, 0.1, 5), RATE);
    expect(m.lufs).toBeCloseTo(-23, 1);
  });

  it('finds the peak between the samples (fs/4 at 45°: samples at −3 dB of the wave\'s peak)', () => {
    const x = sine(RATE / 4, 0.5, 1, Math.PI / 4);
    const sample = Math.max(...Array.from(x, Math.abs)) / 32768;
    expect(toDb(sample)).toBeCloseTo(-9.03, 1);
    expect(toDb(new PeakMap(x).truePeak())).toBeGreaterThan(-6.5);
    expect(toDb(new PeakMap(x).truePeak())).toBeLessThan(-5.9);
  });

  it('gives every interval the peak of the plain 8-tap interpolation, full-scale samples at both ends included', () => {
    const x = bursts(22050).subarray(0, 3000);
    x[0] = -32768;
    x[1] = 32767;
    x[x.length - 1] = -32768;
    const taps = [0.25, 0.5, 0.75].map((f) => {
      const t = Array.from({ length: 8 }, (_, j) => {
        const d = j - 3 - f;
        return (Math.sin(Math.PI * d) / (Math.PI * d)) * (0.5 + 0.5 * Math.cos((Math.PI * d) / 4));
      });
      const sum = t.reduce((a, v) => a + v, 0);
      return t.map((v) => v / sum);
    });
    const reference = (n: number) => Math.max(Math.abs(x[n]!), ...taps.map((t) => Math.abs(t.reduce((a, h, j) => a + h * (x[n - 3 + j] ?? 0), 0)))) / 32768;
    const peaks = new PeakMap(x);
    for (let b = 0; b < peaks.blocks; b++) {
      peaks.intervals(b).forEach((v, i) => expect(v).toBeCloseTo(reference(b * 256 + i), 6));
    }
    expect(peaks.truePeak()).toBeCloseTo(Math.max(...Array.from(x, (_, n) => reference(n))), 6);
  });

  it('the streaming meter skips intervals that cannot beat its best and still finds the exact true peak', () => {
    // Hard-limited bursts (most intervals near the best so far), then a tone at a quarter of the
    // rate whose samples (±0.5) sit under the bursts' peaks while its true peak (0.707) is above.
    const limited = Int16Array.from(bursts(22050), (v) => Math.max(-17_400, Math.min(17_400, Math.round(v * 1.7))));
    const x = new Int16Array(limited.length + 2000);
    x.set(limited);
    x.set(sine(22050 / 4, Math.SQRT1_2, 1500 / 22050, Math.PI / 4, 22050), limited.length + 200);
    const brute = new PeakMap(x);
    let exact = 0;
    for (let b = 0; b < brute.blocks; b++) for (const v of brute.intervals(b)) exact = Math.max(exact, v);
    expect(toDb(exact)).toBeGreaterThan(-3.3);
    const meter = new LevelMeter(22050);
    for (let at = 0; at < x.length; at += 4096) meter.push(x.subarray(at, at + 4096));
    expect(meter.result().truePeakDb).toBe(Math.round(toDb(exact) * 10) / 10);
  });

  it('reports silence and too-short sound as having no loudness', () => {
    expect(measure(new Int16Array(RATE * 2), RATE)).toEqual({ lufs: null, truePeakDb: null });
    expect(measure(sine(1000, 0.1, 0.3), RATE).lufs).toBeNull();
  });

  it('measures the same when fed in chunks of any size (as a decoder hands them over)', () => {
    const x = bursts(22050);
    const whole = measure(x, 22050);
    for (const size of [1, 7, 255, 4096, 100_000]) {
      const meter = new LevelMeter(22050);
      for (let at = 0; at < x.length; at += size) meter.push(x.subarray(at, at + size));
      expect(meter.result()).toEqual(whole);
    }
  });

  it('agrees with ffmpeg\'s ebur128 on speech-like material', async () => {
    const x = bursts(22050);
    const path = join(dir, 'bursts.wav');
    writeFileSync(path, encodeWav(x, 22050));
    const ours = measure(x, 22050);
    const ffmpeg = await measureLoudness({ path });
    expect(Math.abs(ours.lufs! - ffmpeg.i!)).toBeLessThanOrEqual(0.15);
    expect(Math.abs(ours.truePeakDb! - ffmpeg.tp!)).toBeLessThanOrEqual(0.3);
  });
});

describe('the studio plan', () => {
  it('brings peaky material to −18 LUFS with every true peak under the ceiling (ffmpeg agrees)', async () => {
    for (const gain of [1, 0.05]) {
      const x = bursts(22050).map((v) => Math.round(v * gain));
      const plan = planSound(x, 22050, 'studio');
      const parts = [...finalSound(x, plan)];
      const y = new Int16Array(parts.reduce((a, p) => a + p.length, 0));
      let at = 0;
      for (const p of parts) {
        y.set(p, at);
        at += p.length;
      }
      expect(y.length).toBe(x.length + 2 * plan.leadSamples);
      const ours = measure(y, 22050);
      expect(Math.abs(ours.lufs! + 18)).toBeLessThanOrEqual(0.5);
      expect(ours.truePeakDb!).toBeLessThanOrEqual(CEILING_DB + 0.1);
      const path = join(dir, `planned-${gain}.wav`);
      writeFileSync(path, encodeWav(y, 22050));
      const ff = await measureLoudness({ path });
      expect(Math.abs(ff.i! + 18)).toBeLessThanOrEqual(0.5);
      expect(ff.tp!).toBeLessThanOrEqual(CEILING_DB + 0.3);
    }
  });

  it('raw sound is passed through untouched, and silence only gets room tone', () => {
    const x = bursts(22050);
    const raw = [...finalSound(x, planSound(x, 22050, 'raw'))];
    expect(Buffer.concat(raw.map((p) => Buffer.from(p.buffer, p.byteOffset, p.byteLength))).equals(Buffer.from(x.buffer))).toBe(true);
    const silent = new Int16Array(22050 * 3);
    const plan = planSound(silent, 22050, 'studio');
    expect(plan.gainDb).toBe(0);
    const y = [...finalSound(silent, plan)].flatMap((p) => Array.from(p));
    const rms = Math.sqrt(y.reduce((a, v) => a + v * v, 0) / y.length) / 32768;
    expect(toDb(rms)).toBeGreaterThan(-68);
    expect(toDb(rms)).toBeLessThan(-62);
  });
});
