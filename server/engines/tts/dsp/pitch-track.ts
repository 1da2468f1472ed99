// The pitch of synthesized speech, frame by frame, for pitch-synchronous processing: YIN
// (de Cheveigné & Kawahara 2002) on a copy decimated to about 5.5 kHz, where a voice's
// fundamental (60–500 Hz) is still resolved and the difference function costs 16× less.

export interface PitchTrack {
  /** Hop between frames in samples of the full-rate signal. */
  hop: number;
  /** Where frame 0 is centred, in full-rate samples. */
  offset: number;
  /** Period of each frame in full-rate samples (fractional), or 0 when the frame is not voiced. */
  periods: Float32Array;
}

const MIN_F0 = 60;
const MAX_F0 = 500;
/**
 * YIN's absolute threshold on the cumulative mean normalized difference, and the weakest dip
 * still taken as voiced when none is below it: synthetic voices glide in pitch and breathe, so
 * their voiced frames dip less deep than YIN's usual 0.1–0.2 (fricatives stay above 0.6).
 */
const THRESHOLD = 0.3;
const WEAKEST = 0.45;
const FRAME_S = 0.025;
const HOP_S = 0.015;
/** The rate the search runs at: a 500 Hz period is still 11 samples, refined by interpolation. */
const SEARCH_RATE = 5500;

/** Averages `factor` samples: a box low-pass is enough for a pitch search below 500 Hz. */
function decimate(x: Float32Array, factor: number): Float32Array {
  if (factor === 1) return x;
  const out = new Float32Array(Math.floor(x.length / factor));
  for (let i = 0; i < out.length; i++) {
    let s = 0;
    for (let k = 0; k < factor; k++) s += x[i * factor + k]!;
    out[i] = s / factor;
  }
  return out;
}

function rmsAround(x: Float32Array, from: number, n: number): number {
  let e = 0;
  const to = Math.min(x.length, from + n);
  for (let i = from; i < to; i++) e += x[i]! * x[i]!;
  return to > from ? Math.sqrt(e / (to - from)) : 0;
}

/** Running sums of x²: the energy of any window in O(1). */
function energies(x: Float32Array): Float64Array {
  const e = new Float64Array(x.length + 1);
  for (let i = 0; i < x.length; i++) e[i + 1] = e[i]! + x[i]! * x[i]!;
  return e;
}

/** YIN period of one frame in (decimated) samples, or 0 when it is not periodic. */
function yinPeriod(x: Float32Array, e: Float64Array, start: number, n: number, minLag: number, maxLag: number, d: Float32Array): number {
  // Difference function d(τ) = Σ (x_j − x_{j+τ})² = E(window) + E(window + τ) − 2 Σ x_j x_{j+τ},
  // cumulative mean normalized in place.
  let running = 0;
  d[0] = 1;
  const e0 = e[start + n]! - e[start]!;
  for (let tau = 1; tau <= maxLag; tau++) {
    let r = 0;
    for (let j = start; j < start + n; j++) r += x[j]! * x[j + tau]!;
    const s = Math.max(0, e0 + e[start + tau + n]! - e[start + tau]! - 2 * r);
    running += s;
    d[tau] = running > 0 ? (s * tau) / running : 1;
  }
  let tau = minLag;
  while (tau <= maxLag && d[tau]! >= THRESHOLD) tau++;
  if (tau > maxLag) {
    tau = minLag;
    for (let t = minLag; t <= maxLag; t++) if (d[t]! < d[tau]!) tau = t;
    if (d[tau]! >= WEAKEST) return 0;
  }
  while (tau + 1 <= maxLag && d[tau + 1]! < d[tau]!) tau++;
  // Parabolic interpolation of the dip for a period finer than one decimated sample.
  const a = d[tau - 1]!;
  const b = d[tau]!;
  const c = tau + 1 <= maxLag ? d[tau + 1]! : b;
  const den = a - 2 * b + c;
  return den > 0 ? tau + (0.5 * (a - c)) / den : tau;
}

/** A median of 5 frames over the voiced ones: removes lone octave jumps of the search. */
function smooth(periods: Float32Array): Float32Array {
  const out = new Float32Array(periods.length);
  const w: number[] = [];
  for (let i = 0; i < periods.length; i++) {
    if (!periods[i]) continue;
    w.length = 0;
    for (let k = i - 2; k <= i + 2; k++) if (k >= 0 && k < periods.length && periods[k]) w.push(periods[k]!);
    w.sort((p, q) => p - q);
    out[i] = w[w.length >> 1]!;
  }
  return out;
}

export function trackPitch(x: Float32Array, sampleRate: number): PitchTrack {
  const factor = Math.max(1, Math.floor(sampleRate / SEARCH_RATE));
  const y = decimate(x, factor);
  const rate = sampleRate / factor;
  const n = Math.round(rate * FRAME_S);
  const hopY = Math.max(1, Math.round(rate * HOP_S));
  const minLag = Math.floor(rate / MAX_F0);
  const maxLag = Math.ceil(rate / MIN_F0);
  const d = new Float32Array(maxLag + 1);
  const e = energies(y);
  const frames = Math.max(0, Math.floor((y.length - n - maxLag) / hopY) + 1);
  const raw = new Float32Array(frames);
  // Frames much quieter than the speech are pauses or weak noise: never voiced.
  const floor = 0.05 * rmsAround(y, 0, y.length);
  for (let f = 0; f < frames; f++) {
    const start = f * hopY;
    if (rmsAround(y, start, n) < floor) continue;
    raw[f] = yinPeriod(y, e, start, n, minLag, maxLag, d) * factor;
  }
  return { hop: hopY * factor, offset: Math.round(((n + maxLag) / 2) * factor), periods: smooth(raw) };
}

/** The period at full-rate sample `t` (0: not voiced there). */
export function periodAt(track: PitchTrack, t: number): number {
  const f = Math.round((t - track.offset) / track.hop);
  return f >= 0 && f < track.periods.length ? track.periods[f]! : 0;
}
