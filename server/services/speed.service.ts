// How fast this machine voices: measured on real pieces (an exponential moving average kept in
// the settings table), used for eta_s, render_s and wait_s instead of a constant.
import type { Deps } from './deps.ts';
import { getSetting, putSetting } from '../storage/repositories/misc.repo.ts';

const KEY = 'speed.synth_chars_per_s';
/** Until something was measured: the embedded voice is fast (RTF ≈ 0.004), neural ones slower. */
const DEFAULT_CHARS_PER_S = 400;

export function synthCharsPerSecond({ db }: Pick<Deps, 'db'>): number {
  const v = Number(getSetting(db, KEY));
  return Number.isFinite(v) && v > 0 ? v : DEFAULT_CHARS_PER_S;
}

/** Record one measurement: `chars` voiced by one worker in `seconds`. */
export function recordSynthSpeed({ db }: Pick<Deps, 'db'>, chars: number, seconds: number): void {
  if (chars < 20 || seconds <= 0) return;
  const sample = chars / seconds;
  const old = Number(getSetting(db, KEY));
  const next = Number.isFinite(old) && old > 0 ? old * 0.8 + sample * 0.2 : sample;
  putSetting(db, KEY, String(Math.round(next * 10) / 10));
}

/** Seconds to voice `chars` new characters with `workers` in parallel. */
export function synthSeconds({ db }: Pick<Deps, 'db'>, chars: number, workers: number): number {
  if (chars <= 0) return 0;
  return Math.round((chars / synthCharsPerSecond({ db }) / Math.max(1, workers)) * 10) / 10;
}
