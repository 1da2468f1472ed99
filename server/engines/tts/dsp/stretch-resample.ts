// Reading a signal `factor` times faster: every frequency (pitch and formants) is multiplied by
// `factor` and the length divided by it. Windowed-sinc interpolation from a polyphase table (the
// output's fractional position rounded to 1/256 sample); when speeding up, the kernel is widened
// to cut what would fold above the Nyquist rate.

/** 12 taps a side: speech moved by a few semitones needs no more (the studio's joins use 16). */
const HALF_TAPS = 12;
const TAPS = HALF_TAPS * 2;
const PHASES = 256;

/** Kernels for each fractional phase, normalized to unit gain. */
function polyphase(cutoff: number): Float32Array {
  const t = new Float32Array(PHASES * TAPS);
  for (let ph = 0; ph < PHASES; ph++) {
    const frac = ph / PHASES;
    let norm = 0;
    for (let k = 0; k < TAPS; k++) {
      // Tap k reads sample floor(center) − HALF_TAPS + 1 + k, at distance d from the center.
      const d = frac + HALF_TAPS - 1 - k;
      const x = d * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const w = Math.abs(d) >= HALF_TAPS ? 0 : 0.5 + 0.5 * Math.cos((Math.PI * d) / HALF_TAPS);
      t[ph * TAPS + k] = sinc * w;
      norm += sinc * w;
    }
    for (let k = 0; k < TAPS; k++) t[ph * TAPS + k]! /= norm;
  }
  return t;
}

export function speedUp(x: Float32Array, factor: number): Float32Array {
  if (factor === 1) return x;
  const outLen = Math.max(1, Math.round(x.length / factor));
  const out = new Float32Array(outLen);
  const table = polyphase(Math.min(1, 1 / factor));
  const last = x.length - 1;
  for (let i = 0; i < outLen; i++) {
    const center = i * factor;
    const base = Math.floor(center);
    const k0 = Math.min(PHASES - 1, Math.round((center - base) * PHASES)) * TAPS;
    const left = base - HALF_TAPS + 1;
    let acc = 0;
    if (left >= 0 && left + TAPS - 1 <= last) {
      for (let k = 0; k < TAPS; k++) acc += x[left + k]! * table[k0 + k]!;
    } else {
      for (let k = 0; k < TAPS; k++) {
        const j = left + k;
        if (j >= 0 && j <= last) acc += x[j]! * table[k0 + k]!;
      }
    }
    out[i] = acc;
  }
  return out;
}
