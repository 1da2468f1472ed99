// TD-PSOLA: grains of two periods cut around the pitch marks and laid down again at a new
// spacing. Closer spacing raises the pitch, wider lowers it; each grain keeps its own spectral
// envelope, so the formants (who is speaking) stay where they were. A time factor repeats or
// skips grains, which changes the length without touching the pitch.
import type { PitchMarks } from './pitch-marks.ts';

export interface PsolaOptions {
  /** Multiplies the fundamental frequency of voiced periods (unvoiced ones keep their spacing). */
  pitch: number;
  /** Multiplies the length of the signal. */
  time: number;
}

export function psola(x: Float32Array, marks: PitchMarks, o: PsolaOptions): Float32Array {
  const at = marks.at;
  const last = at.length - 1;
  const outLen = Math.max(1, Math.round(x.length * o.time));
  const out = new Float32Array(outLen);
  if (last < 1) return out;
  let i = 0;
  let ts = 0;
  while (ts < outLen) {
    // The analysis mark nearest to the place this output time maps to.
    const ta = ts / o.time;
    while (i < last && Math.abs(at[i + 1]! - ta) <= Math.abs(at[i]! - ta)) i++;
    const c = at[i]!;
    // Asymmetric Hann halves reaching the neighbouring marks: at pitch 1 and time 1 the grains
    // sum back to the input exactly.
    const left = i > 0 ? c - at[i - 1]! : at[1]! - c;
    const right = i < last ? at[i + 1]! - c : left;
    const t0 = Math.round(ts);
    for (let k = -left + 1; k < right; k++) {
      const src = c + k;
      const dst = t0 + k;
      if (src < 0 || src >= x.length || dst < 0 || dst >= outLen) continue;
      const w = k <= 0 ? 0.5 + 0.5 * Math.cos((Math.PI * k) / left) : 0.5 + 0.5 * Math.cos((Math.PI * k) / right);
      out[dst]! += x[src]! * w;
    }
    const step = marks.voiced[i] ? right / o.pitch : right;
    ts += Math.max(1, step);
  }
  return out;
}
