// A chapter's final sound, made once from the PCM the render holds. `studio`: the whole chapter
// brought to −18 LUFS integrated with its true peak under the ceiling — one gain for the chapter
// (so a loud line stays louder than a whispered one), a look-ahead limiter only on the peaks
// that would cross the ceiling, the gain into the limiter searched until the limited speech
// reaches the target — and room tone before, after and under it. `raw`: the engine's own sound.
import { analyseGroups, boundaryGains, groupGains, groupSize, limitedEnergies, limiterShape } from './limiter.ts';
import { integrated, kEnergies, PeakMap, subBlockLength } from './meter.ts';
import { LOOP, ROOM_TONE_MS, roomToneLoop } from './room-tone.ts';
import { STUDIO_TARGET, type SoundMode } from './types.ts';

/**
 * The ceiling before encoding: 2.5 dB under the promised −3 dBTP, because lossy encoding overshoots
 * the peaks (64 kb/s AAC of synthetic speech was measured up to 1.8 dB over its input's).
 */
export const CEILING_DB = -5.5;
/**
 * The loudness the plan aims at: a little over the target, because the encoders lose some (the
 * 64 kb/s AAC ~0.2 LU, the MP3's low-pass ~0.6 LU, measured on synthetic speech), so the files
 * land on both sides of −18.
 */
const PLAN_LUFS = STUDIO_TARGET.lufs + 0.3;
/** Loudness within this of the target ends the search. */
const CLOSE_LU = 0.05;
/** The search never raises the gain more than this over the plain gain to the target. */
const SEARCH_RANGE_DB = 20;
const MAX_STEPS = 12;

export interface SoundPlan {
  mode: SoundMode;
  rate: number;
  /** Gain into the limiter, dB (0 for raw sound and silence). */
  gainDb: number;
  /** The limiter's gain per group (null: none needed), and the group size in samples. */
  gains: Float32Array | null;
  groupSize: number;
  /** Room tone before and after the speech, in samples (0 for raw sound). */
  leadSamples: number;
  /** The loudness the plan expects (LUFS), null for silence or raw sound. */
  expectedLufs: number | null;
}

const dbToLinear = (db: number) => 10 ** (db / 20);

/** Plans the chapter's sound; `ceilingDb` is lowered when an encoding overshot the promise. */
export function planSound(x: Int16Array, rate: number, mode: SoundMode, ceilingDb = CEILING_DB): SoundPlan {
  const sub = subBlockLength(rate);
  const size = groupSize(sub);
  if (mode === 'raw') return { mode, rate, gainDb: 0, gains: null, groupSize: size, leadSamples: 0, expectedLufs: null };
  const leadSamples = Math.round((rate * ROOM_TONE_MS) / 1000);
  const peaks = new PeakMap(x);
  const shape = limiterShape(rate, size, ceilingDb);
  // Loudness at unity gain first; then peaks, exact only where a gain the search may try could matter.
  const energy = kEnergies(x, rate, size);
  const unity = integrated(limitedEnergies({ size, peak: new Float32Array(0), energy }, sub, 1, null), sub);
  if (unity.lufs === null) return { mode, rate, gainDb: 0, gains: null, groupSize: size, leadSamples, expectedLufs: null };
  const plainDb = PLAN_LUFS - unity.lufs;
  const groups = analyseGroups(x, peaks, energy, size, shape.ceiling / dbToLinear(plainDb + SEARCH_RANGE_DB));
  const loudnessAt = (db: number) => {
    const gains = groupGains(groups, dbToLinear(db), shape);
    return { gains, lufs: integrated(limitedEnergies(groups, sub, dbToLinear(db), gains), sub).lufs ?? PLAN_LUFS };
  };
  // Secant search: once the limiter works, loudness grows slower than the gain.
  let db = plainDb;
  let at = loudnessAt(db);
  let prev: { db: number; lufs: number } | null = null;
  for (let step = 0; step < MAX_STEPS && at.gains && Math.abs(PLAN_LUFS - at.lufs) > CLOSE_LU; step++) {
    const slope = prev ? Math.min(1, Math.max(0.05, (at.lufs - prev.lufs) / (db - prev.db || 1))) : 1;
    prev = { db, lufs: at.lufs };
    db = Math.min(plainDb + SEARCH_RANGE_DB, db + (PLAN_LUFS - at.lufs) / slope);
    if (db === prev.db) break;
    at = loudnessAt(db);
  }
  return { mode, rate, gainDb: db, gains: at.gains, groupSize: size, leadSamples, expectedLufs: at.lufs };
}

/** Length of the final sound in samples. */
export const finalLength = (x: Int16Array, plan: SoundPlan): number => x.length + 2 * plan.leadSamples;

const clamp16 = (v: number) => (v > 32767 ? 32767 : v < -32768 ? -32768 : Math.round(v));

/** The final sound in chunks of at most `chunk` samples: lead room tone, the speech, tail room tone. */
export function* finalSound(x: Int16Array, plan: SoundPlan, chunk = 1 << 16): Generator<Int16Array> {
  if (plan.mode === 'raw') {
    for (let at = 0; at < x.length; at += chunk) yield x.subarray(at, Math.min(x.length, at + chunk));
    return;
  }
  const tone = roomToneLoop();
  const total = finalLength(x, plan);
  const g = dbToLinear(plan.gainDb);
  const { groupSize: size, leadSamples: lead } = plan;
  const edges = plan.gains ? boundaryGains(plan.gains) : null;
  const mask = LOOP - 1;
  // Runs for every sample of the book: the room tone alone before and after the speech, and under
  // it the speech group by group, where the limiter's gain is a straight line (sampleGain()).
  for (let at = 0; at < total; at += chunk) {
    const n = Math.min(chunk, total - at);
    const out = new Int16Array(n);
    const speechFrom = Math.min(n, Math.max(0, lead - at));
    const speechTo = Math.max(speechFrom, Math.min(n, lead + x.length - at));
    for (let i = 0; i < speechFrom; i++) out[i] = clamp16(tone[(at + i) & mask]!);
    for (let i = speechFrom; i < speechTo;) {
      const k0 = at + i - lead;
      const j = (k0 / size) | 0;
      const stop = Math.min(speechTo, j * size + size + lead - at);
      if (edges) {
        const a = edges[j]!;
        const d = edges[j + 1]! - a;
        for (; i < stop; i++) {
          const k = at + i - lead;
          out[i] = clamp16(tone[(at + i) & mask]! + x[k]! * (g * (a + (d * (k - j * size)) / size)));
        }
      } else {
        for (; i < stop; i++) out[i] = clamp16(tone[(at + i) & mask]! + x[at + i - lead]! * g);
      }
    }
    for (let i = speechTo; i < n; i++) out[i] = clamp16(tone[(at + i) & mask]!);
    yield out;
  }
}
