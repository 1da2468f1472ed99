// `studio` sound: each chapter is brought to the audiobook target (−18 LUFS integrated, true peak
// at most −3 dBTP) by a two-pass EBU R128 normalisation — measure first, then loudnorm with the
// measured values and linear=true (a plain gain, no pumping) — and framed by room tone.
//
// Synthetic speech often peaks 20 dB above its loudness, while the target leaves room for 15: a
// plain gain would clip, and loudnorm then falls back to its dynamic mode, which undershoots the
// target by 1–2 LU on such speech. So when the peaks do not fit, they are limited first (a
// look-ahead limiter at 4× the sample rate, so inter-sample peaks are caught too), with the gain
// into the limiter raised until the limited speech reaches the target, and loudnorm's linear pass
// then trims the last few tenths of a decibel.
import { measureLoudness, type Loudness, type SoundSource } from './loudness.ts';
import { STUDIO_TARGET } from './types.ts';

/**
 * The ceiling before encoding: 2 dB under the promised −3 dBTP, because encoding overshoots the
 * peaks: 64 kb/s AAC of synthetic speech was measured up to 1.5 dB over a −4 dBTP ceiling.
 */
const CEILING_DB = -5;
/** loudnorm's own true-peak bound: between the ceiling and the promise. */
const LOUDNORM_TP_DB = -4;
/** Loudness within this of the target is close enough for loudnorm's linear trim. */
const CLOSE_LU = 0.3;
const MAX_GAIN_DB = 40;
/** Each step of the limiter search costs one decoding pass. */
const MAX_STEPS = 5;

/** Room tone: pink noise about −65 dBFS RMS (a quiet studio; audiobook norms ask for ≤ −60). */
export const ROOM_TONE = { amplitude: 0.003, color: 'pink', seed: 20_251_122 } as const;
/** Room tone before and after each chapter; 800 ms is a whole number of samples at every common rate. */
export const ROOM_TONE_MS = 800;

const dbToLinear = (db: number) => 10 ** (db / 20);
const fixed = (v: number) => v.toFixed(2);

function limitedChain(sampleRate: number, gainDb: number): string {
  const over = sampleRate * 4;
  return [
    `aresample=${sampleRate}`,
    `volume=${fixed(gainDb)}dB`,
    `aresample=${over}`,
    `alimiter=limit=${dbToLinear(CEILING_DB).toFixed(5)}:attack=5:release=50:level=0`,
    `aresample=${sampleRate}`,
  ].join(',');
}

function fitsLinear(m: Loudness): boolean {
  return m.i !== null && m.tp !== null && m.tp + (STUDIO_TARGET.lufs - m.i) <= CEILING_DB;
}

export interface LevelPlan {
  /** Filters before loudnorm (resampling, and the limiter when the peaks need it). */
  pre: string;
  /** The loudnorm second pass, or null for silence (nothing to normalise). */
  loudnorm: string | null;
  /** The measurement loudnorm is given. */
  measured: Loudness | null;
  limited: boolean;
}

function loudnormPass(m: Loudness): string {
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  return [
    `loudnorm=I=${STUDIO_TARGET.lufs}:TP=${LOUDNORM_TP_DB}:LRA=11`,
    `measured_I=${fixed(clamp(m.i!, -99, 0))}`,
    `measured_TP=${fixed(clamp(m.tp!, -99, 99))}`,
    `measured_LRA=${fixed(clamp(m.lra, 0, 99))}`,
    `measured_thresh=${fixed(clamp(m.thresh ?? -70, -99, 0))}`,
    'linear=true',
  ].join(':');
}

/** Measures a chapter (several passes when its peaks must be limited) and plans its level. */
export async function planLevels(src: SoundSource, sampleRate: number, signal: AbortSignal): Promise<LevelPlan> {
  const plain = `aresample=${sampleRate}`;
  const first = await measureLoudness(src, { filters: plain, signal });
  if (first.i === null || first.tp === null) return { pre: plain, loudnorm: null, measured: null, limited: false };
  if (fitsLinear(first)) return { pre: plain, loudnorm: loudnormPass(first), measured: first, limited: false };

  // Search the gain into the limiter: loudness grows slower than the gain once the limiter
  // works, so each step uses the slope seen between the last two steps (secant method).
  // Only the loudness is measured on the way: the limiter itself bounds the (4×-oversampled) peak.
  const limitedLoudness = async (g: number): Promise<Loudness> => ({
    ...(await measureLoudness(src, { filters: limitedChain(sampleRate, g), signal, truePeak: false })),
    tp: CEILING_DB,
  });
  let gain = STUDIO_TARGET.lufs - first.i;
  let m = await limitedLoudness(gain);
  let prev: { gain: number; i: number } | null = null;
  for (let step = 1; step < MAX_STEPS && m.i !== null && Math.abs(STUDIO_TARGET.lufs - m.i) > CLOSE_LU; step++) {
    const slope = prev ? Math.min(1, Math.max(0.1, (m.i - prev.i) / (gain - prev.gain || 1))) : 1;
    prev = { gain, i: m.i };
    gain = Math.min(MAX_GAIN_DB, gain + Math.min(12, (STUDIO_TARGET.lufs - m.i) / slope));
    if (gain === prev.gain) break;
    m = await limitedLoudness(gain);
  }
  const pre = limitedChain(sampleRate, gain);
  return { pre, loudnorm: m.i === null ? null : loudnormPass(m), measured: m, limited: true };
}

/**
 * The whole studio graph for one chapter (input 0 → `[out]`): levels, then room tone before and
 * after the speech and underneath it, so pauses never drop to digital silence.
 */
export function studioGraph(plan: LevelPlan, sampleRate: number): string {
  const pad = Math.round((sampleRate * ROOM_TONE_MS) / 1000);
  const voice = [plan.pre, plan.loudnorm, `aresample=${sampleRate}`, 'aformat=sample_fmts=s16:channel_layouts=mono', `adelay=${ROOM_TONE_MS}`, `apad=pad_len=${pad}`]
    .filter(Boolean)
    .join(',');
  const room = `anoisesrc=color=${ROOM_TONE.color}:amplitude=${ROOM_TONE.amplitude}:sample_rate=${sampleRate}:seed=${ROOM_TONE.seed},aformat=channel_layouts=mono`;
  // amix scales each of its inputs by 1/2; the volume restores the voice's level exactly.
  return `[0:a]${voice}[voice];${room}[room];[voice][room]amix=inputs=2:duration=first:dropout_transition=0,volume=2,aformat=sample_fmts=s16:channel_layouts=mono[out]`;
}

/** `raw` sound: the engine's own, only resampled to the book's common rate. */
export function rawGraph(sampleRate: number): string {
  return `[0:a]aresample=${sampleRate},aformat=sample_fmts=s16:channel_layouts=mono[out]`;
}
