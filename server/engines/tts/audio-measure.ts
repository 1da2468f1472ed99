// Measurements of synthesized speech that a listener would notice: loudness (RMS), pitch (F0)
// and how long it speaks. Tests and the bench use them to check that voices, emotions and
// delivery really change the sound, and that voice variants move pitch and timbre.
import { fft } from './dsp/fft.ts';

export interface SpeechMeasure {
  durationS: number;
  /** Root mean square of the whole signal (Int16 units). */
  rms: number;
  /** Median fundamental frequency of the voiced frames, Hz (0 when none). */
  f0: number;
  /** Share of 40 ms frames that are voiced (periodic and loud enough). */
  voiced: number;
  /** Median F0 of the voiced frames in the last `tailS` seconds of speech, Hz. */
  f0Tail: number;
}

const FRAME_S = 0.04;
const HOP_S = 0.02;

function rmsOf(x: Int16Array, from = 0, to = x.length): number {
  let e = 0;
  for (let i = from; i < to; i++) e += x[i]! * x[i]!;
  return to > from ? Math.sqrt(e / (to - from)) : 0;
}

/** F0 of one frame by normalized autocorrelation (60..500 Hz), or 0 when not periodic enough. */
function frameF0(x: Int16Array, start: number, n: number, sampleRate: number): number {
  const minLag = Math.floor(sampleRate / 500);
  const maxLag = Math.ceil(sampleRate / 60);
  let best = 0;
  let bestLag = 0;
  for (let lag = minLag; lag <= maxLag; lag++) {
    let c = 0;
    let e1 = 0;
    let e2 = 0;
    for (let i = 0; i + lag < n; i++) {
      const a = x[start + i]!;
      const b = x[start + i + lag]!;
      c += a * b;
      e1 += a * a;
      e2 += b * b;
    }
    const r = c / Math.sqrt(e1 * e2 + 1e-9);
    if (r > best) {
      best = r;
      bestLag = lag;
    }
  }
  return best > 0.6 && bestLag ? sampleRate / bestLag : 0;
}

const median = (v: number[]) => {
  if (!v.length) return 0;
  const s = [...v].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/** Halves the rate (pairs averaged): pitch needs no more than 5 kHz, and it is 4× cheaper. */
function decimate(x: Int16Array): Int16Array {
  const out = new Int16Array(x.length >> 1);
  for (let i = 0; i < out.length; i++) out[i] = (x[2 * i]! + x[2 * i + 1]!) >> 1;
  return out;
}

export function measureSpeech(full: Int16Array, fullRate: number, tailS = 0.3): SpeechMeasure {
  const rms = rmsOf(full);
  const samples = fullRate > 16_000 ? decimate(full) : full;
  const sampleRate = fullRate > 16_000 ? fullRate / 2 : fullRate;
  const n = Math.round(sampleRate * FRAME_S);
  const hop = Math.round(sampleRate * HOP_S);
  const f0s: Array<{ at: number; f0: number }> = [];
  let frames = 0;
  for (let st = 0; st + n < samples.length; st += hop) {
    frames++;
    if (rmsOf(samples, st, st + n) < rms * 0.5) continue; // pauses and weak consonants
    const f = frameF0(samples, st, n, sampleRate);
    if (f) f0s.push({ at: st / sampleRate, f0: f });
  }
  const lastAt = f0s.length ? f0s[f0s.length - 1]!.at : 0;
  return {
    durationS: full.length / fullRate,
    rms,
    f0: median(f0s.map((x) => x.f0)),
    voiced: frames ? f0s.length / frames : 0,
    f0Tail: median(f0s.filter((x) => x.at >= lastAt - tailS).map((x) => x.f0)),
  };
}

const CENTROID_FRAME = 1024;

/**
 * Median spectral centroid (Hz, magnitude-weighted, 50 Hz up to the Nyquist frequency) of the loud
 * frames: where the spectrum's weight sits, which follows the formants (a smaller or larger
 * speaker, a brighter timbre). The whole band: a cut-off inside it would count formants moving
 * across it as a fall. Comparable between recordings at one sample rate.
 */
export function spectralCentroid(samples: Int16Array, sampleRate: number): number {
  const rms = rmsOf(samples);
  const re = new Float64Array(CENTROID_FRAME);
  const im = new Float64Array(CENTROID_FRAME);
  const lo = Math.ceil((50 * CENTROID_FRAME) / sampleRate);
  const hi = CENTROID_FRAME / 2;
  const out: number[] = [];
  for (let st = 0; st + CENTROID_FRAME <= samples.length; st += CENTROID_FRAME / 2) {
    if (rmsOf(samples, st, st + CENTROID_FRAME) < rms * 0.5) continue;
    for (let i = 0; i < CENTROID_FRAME; i++) {
      re[i] = samples[st + i]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / CENTROID_FRAME));
      im[i] = 0;
    }
    fft(re, im);
    let num = 0;
    let den = 0;
    for (let k = lo; k <= hi; k++) {
      const m = Math.hypot(re[k]!, im[k]!);
      num += m * k;
      den += m;
    }
    if (den > 0) out.push((num / den) * (sampleRate / CENTROID_FRAME));
  }
  return median(out);
}
