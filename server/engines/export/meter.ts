// An EBU R128 / ITU-R BS.1770 meter in plain TypeScript, for mono 16-bit PCM held in memory:
// integrated loudness (K-weighting, 400 ms blocks every 100 ms, absolute and relative gates) and
// true peak (4× oversampled). The chapter's sound is planned and checked in-process from the PCM
// the render already holds, instead of decoding the recording again in ffmpeg for every pass.
//
// True peak is the costly part (an 8-tap interpolation per sample and phase), so it is computed
// only where it can matter: a block of samples whose largest neighbour times the filter's gain
// bound stays under the level of interest cannot hold a higher inter-sample peak.

/** Samples per block of the true-peak bound. */
export const PEAK_BLOCK = 256;
/** Half the interpolation filter's length, in input samples. */
const TAPS_HALF = 4;
const PHASES = [0.25, 0.5, 0.75] as const;

/** Windowed-sinc 4× interpolation taps for the three in-between phases, each normalised to DC gain 1. */
function interpolationTaps(): Float64Array[] {
  return PHASES.map((f) => {
    const taps = new Float64Array(2 * TAPS_HALF);
    let sum = 0;
    for (let j = 0; j < 2 * TAPS_HALF; j++) {
      // Tap j weighs x[n + j - TAPS_HALF + 1]; its distance from the point n + f.
      const t = j - TAPS_HALF + 1 - f;
      const sinc = Math.sin(Math.PI * t) / (Math.PI * t);
      const hann = 0.5 + 0.5 * Math.cos((Math.PI * t) / TAPS_HALF);
      taps[j] = sinc * hann;
      sum += taps[j]!;
    }
    for (let j = 0; j < taps.length; j++) taps[j]! /= sum;
    return taps;
  });
}

const TAPS = interpolationTaps();
/** The most an interpolated value can exceed the largest sample around it (Σ|h| of the worst phase). */
export const INTERP_BOUND = Math.max(...TAPS.map((t) => t.reduce((a, v) => a + Math.abs(v), 0)));

const [T1, T2, T3] = TAPS as [Float64Array, Float64Array, Float64Array];
/** Per tap, the largest |weight| of the three phases: Σ of these times |x| bounds every interpolated point of an interval. */
const [m0, m1, m2, m3, m4, m5, m6, m7] = Array.from({ length: 2 * TAPS_HALF }, (_, j) => Math.max(...TAPS.map((t) => Math.abs(t[j]!)))) as [
  number, number, number, number, number, number, number, number,
];
const [p0, p1, p2, p3, p4, p5, p6, p7] = T1 as unknown as number[] as [number, number, number, number, number, number, number, number];
const [q0, q1, q2, q3, q4, q5, q6, q7] = T2 as unknown as number[] as [number, number, number, number, number, number, number, number];
const [r0, r1, r2, r3, r4, r5, r6, r7] = T3 as unknown as number[] as [number, number, number, number, number, number, number, number];

/**
 * Peak of the interval [n, n+1) in sample units: max of |x[n]| and the three interpolated points
 * (zeros outside `x`). It runs for most samples of every chapter, twice after encoding: away from
 * the edges the taps are unrolled, summed in the same order as the loop at the edges, so both
 * paths give the same bits.
 */
function intervalPeak(x: Int16Array, n: number): number {
  const lo = n - TAPS_HALF + 1;
  let a = 0;
  let c = 0;
  let d = 0;
  if (lo >= 0 && lo + 2 * TAPS_HALF <= x.length) {
    const v0 = x[lo]!, v1 = x[lo + 1]!, v2 = x[lo + 2]!, v3 = x[lo + 3]!, v4 = x[lo + 4]!, v5 = x[lo + 5]!, v6 = x[lo + 6]!, v7 = x[lo + 7]!;
    a = v0 * p0 + v1 * p1 + v2 * p2 + v3 * p3 + v4 * p4 + v5 * p5 + v6 * p6 + v7 * p7;
    c = v0 * q0 + v1 * q1 + v2 * q2 + v3 * q3 + v4 * q4 + v5 * q5 + v6 * q6 + v7 * q7;
    d = v0 * r0 + v1 * r1 + v2 * r2 + v3 * r3 + v4 * r4 + v5 * r5 + v6 * r6 + v7 * r7;
  } else {
    for (let j = 0; j < 2 * TAPS_HALF; j++) {
      const k = lo + j;
      const v = k >= 0 && k < x.length ? x[k]! : 0;
      a += v * T1[j]!;
      c += v * T2[j]!;
      d += v * T3[j]!;
    }
  }
  const s = x[n]! < 0 ? -x[n]! : x[n]!;
  return Math.max(s, Math.abs(a), Math.abs(c), Math.abs(d));
}

/**
 * An upper bound of the peak of the interval [n, n+1) in sample units (|x[n]| included), from
 * the taps' largest weights: 8 multiplications instead of intervalPeak's 24. Infinity at the edges.
 */
function intervalBound(x: Int16Array, n: number): number {
  const lo = n - TAPS_HALF + 1;
  if (lo < 0 || lo + 2 * TAPS_HALF > x.length) return Infinity;
  const a0 = x[lo]! < 0 ? -x[lo]! : x[lo]!, a1 = x[lo + 1]! < 0 ? -x[lo + 1]! : x[lo + 1]!;
  const a2 = x[lo + 2]! < 0 ? -x[lo + 2]! : x[lo + 2]!, a3 = x[lo + 3]! < 0 ? -x[lo + 3]! : x[lo + 3]!;
  const a4 = x[lo + 4]! < 0 ? -x[lo + 4]! : x[lo + 4]!, a5 = x[lo + 5]! < 0 ? -x[lo + 5]! : x[lo + 5]!;
  const a6 = x[lo + 6]! < 0 ? -x[lo + 6]! : x[lo + 6]!, a7 = x[lo + 7]! < 0 ? -x[lo + 7]! : x[lo + 7]!;
  const bound = a0 * m0 + a1 * m1 + a2 * m2 + a3 * m3 + a4 * m4 + a5 * m5 + a6 * m6 + a7 * m7;
  // |x[n]| (a3) is one of the interval's points too.
  return bound > a3 ? bound : a3;
}

/**
 * Peaks of a recording: the largest |sample| per block, and on demand the true (interpolated)
 * peak of every sample interval [n, n+1) inside a block. Values are linear, full scale = 1.
 */
export class PeakMap {
  readonly blockMax: Float32Array;
  private readonly x: Int16Array;
  private readonly scratch = new Float32Array(PEAK_BLOCK);

  constructor(x: Int16Array) {
    this.x = x;
    this.blockMax = new Float32Array(Math.ceil(x.length / PEAK_BLOCK));
    for (let b = 0; b < this.blockMax.length; b++) {
      let m = 0;
      const end = Math.min(x.length, (b + 1) * PEAK_BLOCK);
      for (let n = b * PEAK_BLOCK; n < end; n++) {
        const v = x[n]!;
        if (v > m) m = v;
        else if (-v > m) m = -v;
      }
      this.blockMax[b] = m / 32768;
    }
  }

  get blocks(): number {
    return this.blockMax.length;
  }

  /** An upper bound of every interval peak in block `b` (its interpolation reaches one block either side). */
  bound(b: number): number {
    const m = Math.max(this.blockMax[b] ?? 0, this.blockMax[b - 1] ?? 0, this.blockMax[b + 1] ?? 0);
    return m * INTERP_BOUND;
  }

  /**
   * Peak of each interval [n, n+1) of block `b`: max of |x[n]| and the three interpolated points;
   * an interval whose bound stays at or under `floor` (linear) gets |x[n]| instead, as it cannot
   * matter to a caller that only looks above it. The answer is a view of a buffer the next call
   * overwrites (a chapter's worth would not fit).
   */
  intervals(b: number, floor = 0): Float32Array {
    const x = this.x;
    const start = b * PEAK_BLOCK;
    const end = Math.min(x.length, start + PEAK_BLOCK);
    const out = this.scratch.subarray(0, end - start);
    const level = floor * 32768;
    for (let n = start; n < end; n++) out[n - start] = (level > 0 && intervalBound(x, n) <= level ? Math.abs(x[n]!) : intervalPeak(x, n)) / 32768;
    return out;
  }

  /** The recording's true peak (linear), skipping blocks that cannot beat the best found so far. */
  truePeak(): number {
    let best = 0;
    for (const m of this.blockMax) best = Math.max(best, m);
    for (let b = 0; b < this.blocks; b++) {
      if (this.bound(b) <= best) continue;
      for (const v of this.intervals(b)) if (v > best) best = v;
    }
    return best;
  }
}

/** The two K-weighting biquads (high shelf, then RLB high-pass) for a sample rate (BS.1770, as libebur128 derives them). */
export function kWeighting(rate: number): Array<{ b: [number, number, number]; a: [number, number] }> {
  let K = Math.tan((Math.PI * 1681.974450955533) / rate);
  const Vh = 10 ** (3.999843853973347 / 20);
  const Vb = Vh ** 0.4996667741545416;
  let Q = 0.7071752369554196;
  let a0 = 1 + K / Q + K * K;
  const shelf = {
    b: [(Vh + (Vb * K) / Q + K * K) / a0, (2 * (K * K - Vh)) / a0, (Vh - (Vb * K) / Q + K * K) / a0] as [number, number, number],
    a: [(2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0] as [number, number],
  };
  K = Math.tan((Math.PI * 38.13547087602444) / rate);
  Q = 0.5003270373238773;
  a0 = 1 + K / Q + K * K;
  const highpass = { b: [1, -2, 1] as [number, number, number], a: [(2 * (K * K - 1)) / a0, (1 - K / Q + K * K) / a0] as [number, number] };
  return [shelf, highpass];
}

/** Samples per 100 ms sub-block; four make a 400 ms gating block. */
export const subBlockLength = (rate: number): number => Math.round(rate / 10);

/**
 * Sum of squared K-weighted samples of every `len` samples in [from, to), with `gain` and
 * `gainAt(n)` applied to each sample first. The filters start `len` samples before `from`, so a
 * stretch measured alone matches the same stretch measured within the whole.
 */
export function kEnergies(
  x: Int16Array, rate: number, len: number,
  opts: { from?: number; to?: number; gain?: number; gainAt?: (n: number) => number } = {},
): Float64Array {
  const from = opts.from ?? 0;
  const to = Math.min(opts.to ?? x.length, x.length);
  const out = new Float64Array(Math.max(0, Math.ceil((to - from) / len)));
  const [s, h] = kWeighting(rate) as [ReturnType<typeof kWeighting>[0], ReturnType<typeof kWeighting>[0]];
  // Coefficients and state in locals: this loop runs over every sample of a chapter.
  const [sb0, sb1, sb2] = s.b;
  const [sa1, sa2] = s.a;
  const [hb0, hb1, hb2] = h.b;
  const [ha1, ha2] = h.a;
  const g = (opts.gain ?? 1) / 32768;
  const gainAt = opts.gainAt;
  let s1 = 0;
  let s2 = 0;
  let h1 = 0;
  let h2 = 0;
  let k = -1;
  let e = 0;
  let next = from;
  for (let n = Math.max(0, from - len); n < to; n++) {
    if (n === next) {
      if (k >= 0) out[k] = e;
      k++;
      e = 0;
      next += len;
    }
    // A tiny alternating offset keeps the filters' state out of subnormal numbers in digital
    // silence (they make the arithmetic many times slower); its energy is ~1e-30 per sample.
    const v = x[n]! * (gainAt ? g * gainAt(n) : g) + (n & 1 ? 1e-15 : -1e-15);
    // Transposed direct form II, both stages.
    const y = sb0 * v + s1;
    s1 = sb1 * v - sa1 * y + s2;
    s2 = sb2 * v - sa2 * y;
    const z = hb0 * y + h1;
    h1 = hb1 * y - ha1 * z + h2;
    h2 = hb2 * y - ha2 * z;
    e += z * z;
  }
  if (k >= 0 && k < out.length) out[k] = e;
  return out;
}

/** K-weighted energies of every 100 ms sub-block. */
export const subBlockEnergies = (x: Int16Array, rate: number, opts: Parameters<typeof kEnergies>[3] = {}): Float64Array =>
  kEnergies(x, rate, subBlockLength(rate), opts);

export interface Integrated {
  /** LUFS; null when no block passes the gates (silence, or shorter than 400 ms). */
  lufs: number | null;
  /** The relative gate, LUFS. */
  thresh: number | null;
}

const ABSOLUTE_GATE = -70;
const blockLoudness = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/** Gated integrated loudness from sub-block energies (each `len` samples). */
export function integrated(energies: Float64Array, len: number): Integrated {
  const blocks: number[] = [];
  for (let k = 0; k + 4 <= energies.length; k++) {
    const ms = (energies[k]! + energies[k + 1]! + energies[k + 2]! + energies[k + 3]!) / (4 * len);
    if (ms > 0 && blockLoudness(ms) > ABSOLUTE_GATE) blocks.push(ms);
  }
  if (blocks.length === 0) return { lufs: null, thresh: null };
  const thresh = blockLoudness(blocks.reduce((a, v) => a + v, 0) / blocks.length) - 10;
  const kept = blocks.filter((ms) => blockLoudness(ms) > thresh);
  if (kept.length === 0) return { lufs: null, thresh };
  return { lufs: blockLoudness(kept.reduce((a, v) => a + v, 0) / kept.length), thresh };
}

export interface Level {
  lufs: number | null;
  /** dBTP; null for digital silence. */
  truePeakDb: number | null;
}

export const toDb = (linear: number): number => 20 * Math.log10(linear);
const round1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Loudness and true peak of a recording fed in chunks (as a decoder hands it over): K-weighting
 * state and the last few samples carry over from chunk to chunk, so the result equals measuring
 * the whole at once, without holding it.
 */
export class LevelMeter {
  private readonly rate: number;
  private readonly len: number;
  private readonly coef: ReturnType<typeof kWeighting>;
  private readonly energies: number[] = [];
  private readonly state = new Float64Array(4);
  private sub = 0;
  private filled = 0;
  private n = 0;
  /** The samples whose intervals are not measured yet, with the history the filter needs before them. */
  private tail = new Int16Array(0);
  private best = 0;

  constructor(rate: number) {
    this.rate = rate;
    this.len = subBlockLength(rate);
    this.coef = kWeighting(rate);
  }

  push(x: Int16Array): void {
    this.loudness(x);
    // Interval peaks need TAPS_HALF samples on either side: measure up to TAPS_HALF before the end.
    const buf = new Int16Array(this.tail.length + x.length);
    buf.set(this.tail);
    buf.set(x, this.tail.length);
    const from = Math.min(TAPS_HALF - 1, this.tail.length);
    const to = buf.length - TAPS_HALF;
    if (to > from) this.best = Math.max(this.best, peakOver(buf, from, to, this.best));
    const keep = Math.max(0, Math.min(buf.length, Math.max(to, from) - (TAPS_HALF - 1)));
    this.tail = buf.slice(keep);
  }

  result(): Level {
    // The last intervals, with silence after the end.
    const buf = new Int16Array(this.tail.length + TAPS_HALF);
    buf.set(this.tail);
    const from = Math.min(TAPS_HALF - 1, this.tail.length);
    if (this.tail.length > from) this.best = Math.max(this.best, peakOver(buf, from, this.tail.length, this.best));
    const energies = Float64Array.from(this.filled > 0 ? [...this.energies, this.sub] : this.energies);
    const { lufs } = integrated(energies, this.len);
    return { lufs: lufs === null ? null : round1(lufs), truePeakDb: this.best > 0 ? round1(toDb(this.best)) : null };
  }

  private loudness(x: Int16Array): void {
    const [s, h] = this.coef as [ReturnType<typeof kWeighting>[0], ReturnType<typeof kWeighting>[0]];
    const [sb0, sb1, sb2] = s.b;
    const [sa1, sa2] = s.a;
    const [hb0, hb1, hb2] = h.b;
    const [ha1, ha2] = h.a;
    let [s1, s2, h1, h2] = this.state as unknown as [number, number, number, number];
    let e = this.sub;
    let filled = this.filled;
    let n = this.n;
    for (let i = 0; i < x.length; i++, n++) {
      const v = x[i]! / 32768 + (n & 1 ? 1e-15 : -1e-15);
      const y = sb0 * v + s1;
      s1 = sb1 * v - sa1 * y + s2;
      s2 = sb2 * v - sa2 * y;
      const z = hb0 * y + h1;
      h1 = hb1 * y - ha1 * z + h2;
      h2 = hb2 * y - ha2 * z;
      e += z * z;
      if (++filled === this.len) {
        this.energies.push(e);
        e = 0;
        filled = 0;
      }
    }
    this.state.set([s1, s2, h1, h2]);
    this.sub = e;
    this.filled = filled;
    this.n = n;
  }
}

/** The largest interval peak for intervals [n, n+1), n in [from, to) of `x` (zeros outside), skipping blocks that cannot beat `best`. */
function peakOver(x: Int16Array, from: number, to: number, best: number): number {
  let top = best * 32768;
  for (let b = from; b < to; b += PEAK_BLOCK) {
    const e = Math.min(to, b + PEAK_BLOCK);
    let m = 0;
    for (let k = Math.max(0, b - TAPS_HALF); k < Math.min(x.length, e + TAPS_HALF); k++) {
      const v = x[k]! < 0 ? -x[k]! : x[k]!;
      if (v > m) m = v;
    }
    if (m * INTERP_BOUND <= top) continue;
    for (let n = b; n < e; n++) {
      // A bound of the interval first (8 multiplications instead of 24): most intervals of loud
      // speech stay under the best peak found, and only those that may beat it are interpolated.
      if (intervalBound(x, n) <= top) continue;
      const peak = intervalPeak(x, n);
      if (peak > top) top = peak;
    }
  }
  return top / 32768;
}

/** Loudness and true peak of a whole recording, rounded to 0.1 as meters show them. */
export function measure(x: Int16Array, rate: number): Level {
  const meter = new LevelMeter(rate);
  meter.push(x);
  return meter.result();
}
