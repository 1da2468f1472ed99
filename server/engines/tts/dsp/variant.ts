// A voice variant: the sound of a base voice with its pitch and its formants (the size of the
// speaker, the timbre) moved by whole or fractional semitones, for every engine alike.
//  - pitch: TD-PSOLA moves the fundamental and keeps the formants;
//  - formant: the signal is read faster or slower (everything moves), then PSOLA restores the
//    length and puts the pitch back where `pitch` wants it. One PSOLA pass does both.
// Zero and zero returns the input itself, so pieces voiced before variants existed stay valid.
import { pitchMarks } from './pitch-marks.ts';
import { trackPitch } from './pitch-track.ts';
import { psola } from './psola.ts';
import { speedUp } from './stretch-resample.ts';

export interface VariantControls {
  /** Semitones, −12…12. */
  pitch: number;
  /** Semitones, −12…12. */
  formant: number;
}

const isPlainVoice = (v: Partial<VariantControls>): boolean => !v.pitch && !v.formant;

const semitones = (n: number) => 2 ** (n / 12);

function toFloat(x: Int16Array): Float32Array {
  const f = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) f[i] = x[i]!;
  return f;
}

function rms(x: ArrayLike<number>): number {
  let e = 0;
  for (let i = 0; i < x.length; i++) e += x[i]! * x[i]!;
  return x.length ? Math.sqrt(e / x.length) : 0;
}

/**
 * Back to 16-bit with the loudness of the input (more or fewer grains per second change it) and
 * never clipping.
 */
function toInt16(y: Float32Array, loudness: number): Int16Array {
  let gain = rms(y) > 0 ? loudness / rms(y) : 1;
  let peakAbs = 0;
  for (let i = 0; i < y.length; i++) peakAbs = Math.max(peakAbs, Math.abs(y[i]!));
  if (peakAbs * gain > 32_000) gain = 32_000 / peakAbs;
  const out = new Int16Array(y.length);
  for (let i = 0; i < y.length; i++) out[i] = Math.round(y[i]! * gain);
  return out;
}

export function applyVariant(samples: Int16Array, sampleRate: number, v: VariantControls): Int16Array {
  if (isPlainVoice(v) || samples.length < sampleRate * 0.02) return samples;
  const formant = semitones(v.formant);
  const x = toFloat(samples);
  const moved = speedUp(x, formant);
  const marks = pitchMarks(moved, sampleRate, trackPitch(moved, sampleRate));
  const y = psola(moved, marks, { pitch: semitones(v.pitch) / formant, time: samples.length / moved.length });
  return toInt16(y, rms(x));
}
