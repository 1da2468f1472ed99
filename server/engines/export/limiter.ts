// A look-ahead true-peak limiter planned offline over a whole chapter. The gain is worked out on
// groups of ~3 ms (the loudest interval peak and the K-weighted energy of each group are measured
// once), so the search for the input gain that brings the limited speech to the target loudness
// costs a pass over a few thousand numbers per try instead of over every sample.
//
// Shape: the gain a group needs (ceiling / its peak) is held for the attack time before it (a
// sliding minimum over the look-ahead), released exponentially, then smoothed by a moving average
// as long as the attack — the average of values that all lie under a peak's need stays under it,
// so the peak is met exactly, without clipping and without the gain jumping.
import { PEAK_BLOCK, type PeakMap } from './meter.ts';

export interface GroupAnalysis {
  /** Samples per group (a divisor of the 100 ms sub-block, so sub-blocks are whole groups). */
  size: number;
  /** Loudest interval peak of each group (linear, full scale 1): exact, or an upper bound where it cannot matter. */
  peak: Float32Array;
  /** Sum of squared K-weighted samples of each group, at unity gain. */
  energy: Float64Array;
}

/** The largest divisor of the sub-block length that is at most 64 samples. */
export function groupSize(subBlock: number): number {
  for (let d = Math.min(64, subBlock); d > 1; d--) if (subBlock % d === 0) return d;
  return 1;
}

/**
 * Finds the groups' peaks (`energy`: their K-weighted energies, from `kEnergies`). Exact interval
 * peaks are computed only in blocks, and there only for intervals, that could exceed `floor` (the
 * ceiling divided by the largest gain the search may try); elsewhere the samples' own peaks stand
 * in: a group whose peak stays under `floor` needs no limiting at any gain tried, whichever of
 * the two values it holds, so the plan is the same as with every interval interpolated.
 */
export function analyseGroups(x: Int16Array, peaks: PeakMap, energy: Float64Array, size: number, floor: number): GroupAnalysis {
  const groups = Math.ceil(x.length / size);
  const peak = new Float32Array(groups);
  for (let b = 0; b < peaks.blocks; b++) {
    const start = b * PEAK_BLOCK;
    const bound = peaks.bound(b);
    if (bound <= floor) {
      // Group by group (one may straddle two blocks): the largest |sample|, scaled once.
      const end = Math.min(x.length, start + PEAK_BLOCK);
      for (let n = start; n < end;) {
        const j = Math.floor(n / size);
        const stop = Math.min(end, (j + 1) * size);
        let m = 0;
        for (; n < stop; n++) {
          const v = x[n]! < 0 ? -x[n]! : x[n]!;
          if (v > m) m = v;
        }
        if (m / 32768 > peak[j]!) peak[j] = m / 32768;
      }
      continue;
    }
    const v = peaks.intervals(b, floor);
    for (let i = 0; i < v.length; i++) {
      const j = Math.floor((start + i) / size);
      if (v[i]! > peak[j]!) peak[j] = v[i]!;
    }
  }
  return { size, peak, energy };
}

export interface LimiterShape {
  /** The highest true peak allowed, linear. */
  ceiling: number;
  /** Look-ahead (and smoothing) in groups. */
  attackGroups: number;
  /** Per-group recovery towards unity gain. */
  releaseAlpha: number;
}

export function limiterShape(rate: number, size: number, ceilingDb: number, attackMs = 5, releaseMs = 60): LimiterShape {
  const groupS = size / rate;
  return {
    ceiling: 10 ** (ceilingDb / 20),
    attackGroups: Math.max(1, Math.ceil(attackMs / 1000 / groupS)),
    releaseAlpha: 1 - Math.exp(-groupS / (releaseMs / 1000)),
  };
}

/**
 * The limiter's gain per group at input gain `gain` (linear), or null when no peak goes over
 * the ceiling (a plain gain then meets the target).
 */
export function groupGains(a: GroupAnalysis, gain: number, shape: LimiterShape): Float32Array | null {
  const n = a.peak.length;
  const need = new Float32Array(n);
  let any = false;
  for (let j = 0; j < n; j++) {
    const p = a.peak[j]! * gain;
    need[j] = p > shape.ceiling ? shape.ceiling / p : 1;
    if (p > shape.ceiling) any = true;
  }
  if (!any) return null;
  const w = shape.attackGroups;
  // Sliding minimum over [j, j + w] (a monotonic queue of indices), then the release.
  const held = new Float32Array(n);
  const queue = new Int32Array(n + w + 1);
  let head = 0;
  let tail = 0;
  let next = 0;
  for (let j = 0; j < n; j++) {
    for (; next <= Math.min(n - 1, j + w); next++) {
      while (tail > head && need[queue[tail - 1]!]! >= need[next]!) tail--;
      queue[tail++] = next;
    }
    while (queue[head]! < j) head++;
    held[j] = need[queue[head]!]!;
  }
  let h = 1;
  for (let j = 0; j < n; j++) {
    h = Math.min(held[j]!, h + (1 - h) * shape.releaseAlpha);
    held[j] = h;
  }
  // Moving average over [j - w, j]. Before the start the first value stands in (not unity: a
  // peak within the attack of the start must still be met).
  const out = new Float32Array(n);
  const first = held[0] ?? 1;
  let sum = (w + 1) * first;
  for (let j = 0; j < n; j++) {
    sum += held[j]! - (j - w - 1 >= 0 ? held[j - w - 1]! : first);
    out[j] = Math.min(1, sum / (w + 1));
  }
  return out;
}

/** Sub-block energies of the limited signal at input gain `gain` (groups summed into sub-blocks). */
export function limitedEnergies(a: GroupAnalysis, subBlock: number, gain: number, gains: Float32Array | null): Float64Array {
  const per = subBlock / a.size;
  const out = new Float64Array(Math.ceil(a.energy.length / per));
  const g2 = gain * gain;
  for (let j = 0; j < a.energy.length; j++) {
    const gj = gains ? gains[j]! : 1;
    out[Math.floor(j / per)]! += a.energy[j]! * g2 * gj * gj;
  }
  return out;
}

/**
 * The limiter's gain at each group boundary (one more than there are groups): the smaller of the
 * two groups' gains, so a sample's gain, linear between its group's two boundaries, never exceeds
 * what its group allows.
 */
export function boundaryGains(gains: Float32Array): Float32Array {
  const out = new Float32Array(gains.length + 1);
  for (let j = 0; j <= gains.length; j++) out[j] = Math.min(gains[j - 1] ?? 1, gains[j] ?? 1);
  return out;
}

/** The limiter's gain at sample `n` (see boundaryGains). */
export function sampleGain(edges: Float32Array, size: number, n: number): number {
  const j = Math.floor(n / size);
  const a = edges[j] ?? 1;
  return a + (((edges[j + 1] ?? 1) - a) * (n - j * size)) / size;
}
