// Room tone: quiet pink noise (about −65 dBFS RMS, a quiet studio; audiobook norms ask for at most
// −60) under every chapter and before and after it, so pauses never drop to digital silence.
// Generated in-process from a fixed seed, so a chapter voiced twice is the same to the bit; a loop
// of about 12 s (at 22 kHz) is made once and repeated, which at −65 dBFS no one can hear.

/** Room tone before and after each chapter; 800 ms is a whole number of samples at every common rate. */
export const ROOM_TONE_MS = 800;
export const ROOM_TONE_DBFS = -65;
const SEED = 20_251_122;

/** mulberry32: a small, fast, seedable PRNG (uniform in [0, 1)). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** RMS of the pink filter below fed uniform white noise in [-1, 1) (measured over 10⁷ samples). */
const PINK_RMS = 1.727;

/**
 * An endless pink noise source (Paul Kellet's economy filter on white noise) scaled to the room
 * tone level, as 16-bit-scale floats; `fill` continues where the last call stopped.
 */
export class RoomTone {
  private readonly next: () => number;
  private readonly scale = (10 ** (ROOM_TONE_DBFS / 20) * 32768) / PINK_RMS;
  private b0 = 0;
  private b1 = 0;
  private b2 = 0;

  constructor(seed = SEED) {
    this.next = random(seed);
  }

  fill(out: Float32Array): Float32Array {
    for (let i = 0; i < out.length; i++) {
      const white = this.next() * 2 - 1;
      this.b0 = 0.99765 * this.b0 + white * 0.099046;
      this.b1 = 0.963 * this.b1 + white * 0.2965164;
      this.b2 = 0.57 * this.b2 + white * 1.0526913;
      out[i] = (this.b0 + this.b1 + this.b2 + white * 0.1848) * this.scale;
    }
    return out;
  }
}

/** Length of the repeated loop (a power of two, so a position wraps with a mask). */
export const LOOP = 1 << 18;
let loop: Float32Array | null = null;

/** The room tone loop, as 16-bit-scale floats. */
export function roomToneLoop(): Float32Array {
  loop ??= new RoomTone().fill(new Float32Array(LOOP));
  return loop;
}
