// Pitch marks: one per glottal period in voiced speech, at the same phase of every period (the
// peak of a smoothed copy), and evenly spaced in unvoiced speech and pauses. PSOLA cuts its
// grains around them.
import { periodAt, type PitchTrack } from './pitch-track.ts';

export interface PitchMarks {
  /** Positions in samples, strictly increasing, the first 0 and the last the final sample. */
  at: Int32Array;
  /** Whether the period that starts at each mark is voiced. */
  voiced: Uint8Array;
}

/** Spacing of marks where nothing is voiced (≈ a 200 Hz period: fine enough for noise). */
const UNVOICED_S = 0.005;
/** How far from the predicted place a period's peak is looked for, as a share of the period. */
const SEARCH = 0.2;

/** A ~1.5 kHz moving-average low-pass: peaks of the fundamental, not of the formants above it. */
function smoothed(x: Float32Array, sampleRate: number): Float32Array {
  const half = Math.max(1, Math.round(sampleRate / 3000));
  const out = new Float32Array(x.length);
  let s = 0;
  for (let i = 0; i < x.length + half; i++) {
    if (i < x.length) s += x[i]!;
    if (i - 2 * half - 1 >= 0) s -= x[i - 2 * half - 1]!;
    if (i - half >= 0 && i - half < x.length) out[i - half] = s;
  }
  return out;
}

function peak(y: Float32Array, from: number, to: number): number {
  let best = Math.max(0, from);
  for (let i = best; i < Math.min(y.length, to); i++) if (y[i]! > y[best]!) best = i;
  return best;
}

export function pitchMarks(x: Float32Array, sampleRate: number, track: PitchTrack): PitchMarks {
  const y = smoothed(x, sampleRate);
  const unvoiced = Math.max(1, Math.round(sampleRate * UNVOICED_S));
  const at: number[] = [0];
  const voiced: number[] = [];
  let prev = 0;
  let prevVoiced = false;
  while (prev < x.length - 1) {
    const p = periodAt(track, prev);
    let next: number;
    if (p > 0) {
      // Entering voicing: the first peak within one period; inside it: the peak near one period on.
      next = prevVoiced
        ? peak(y, Math.round(prev + p * (1 - SEARCH)), Math.round(prev + p * (1 + SEARCH)) + 1)
        : peak(y, prev + 1, Math.round(prev + p) + 1);
      if (next <= prev + p * 0.5) next = Math.round(prev + p);
    } else {
      next = prev + unvoiced;
    }
    next = Math.min(next, x.length - 1);
    voiced.push(p > 0 ? 1 : 0);
    at.push(next);
    prevVoiced = p > 0;
    prev = next;
  }
  voiced.push(0);
  return { at: Int32Array.from(at), voiced: Uint8Array.from(voiced) };
}
