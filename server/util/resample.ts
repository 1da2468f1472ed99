// Sample-rate conversion for joining pieces of voices with different rates (Piper low voices
// are 16 kHz, most others 22.05 kHz). Windowed-sinc interpolation: clean enough for speech.

const HALF_TAPS = 16;

export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to || samples.length === 0) return samples;
  const ratio = to / from;
  const outLen = Math.round(samples.length * ratio);
  const out = new Int16Array(outLen);
  // When going down, widen the kernel to filter above the new Nyquist frequency.
  const cutoff = Math.min(1, ratio);
  for (let i = 0; i < outLen; i++) {
    const center = i / ratio;
    const left = Math.floor(center) - HALF_TAPS + 1;
    let acc = 0;
    let norm = 0;
    for (let j = left; j < left + HALF_TAPS * 2; j++) {
      if (j < 0 || j >= samples.length) continue;
      const x = (center - j) * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const w = 0.5 + 0.5 * Math.cos((Math.PI * (center - j)) / HALF_TAPS);
      const k = sinc * w;
      acc += samples[j]! * k;
      norm += k;
    }
    const v = norm ? acc / norm : 0;
    out[i] = Math.max(-32768, Math.min(32767, Math.round(v)));
  }
  return out;
}
