// How fast this machine exports, measured on every finished export (exponential moving averages
// kept in the settings table), so an export's eta_s follows the work left and counts down evenly:
// packaging is copying bytes (bytes per second), and a chapter voiced before sound was made final
// at render time is made final first (seconds of audio per second).
import type { Deps } from '../deps.ts';
import { getSetting, putSetting } from '../../storage/repositories/misc.repo.ts';
import type { JobRow } from '../../storage/rows.ts';
import { parseIso } from '../../util/time.ts';

const BYTES_KEY = 'speed.export_bytes_per_s';
const FINAL_KEY = 'speed.final_audio_s_per_s';
/** Until something was measured: a slow disk's copy speed, and a slow machine's two encoders. */
const DEFAULT_BYTES_PER_S = 20e6;
const DEFAULT_FINAL_PER_S = 60;
/** Bytes a second of a chapter's sound takes in the files (64 kb/s AAC or MP3, with headers). */
export const BYTES_PER_AUDIO_S = 9_000;

function read(db: Deps['db'], key: string, fallback: number): number {
  const v = Number(getSetting(db, key));
  return Number.isFinite(v) && v > 0 ? v : fallback;
}

function blend(db: Deps['db'], key: string, sample: number): void {
  const old = Number(getSetting(db, key));
  const next = Number.isFinite(old) && old > 0 ? old * 0.7 + sample * 0.3 : sample;
  putSetting(db, key, String(Math.round(next * 10) / 10));
}

/** Records a finished packaging: `bytes` written in `seconds`. Too small to measure: ignored. */
export function recordExportSpeed({ db }: Pick<Deps, 'db'>, bytes: number, seconds: number): void {
  if (bytes >= 1e6 && seconds > 0) blend(db, BYTES_KEY, bytes / seconds);
}

/** Records chapters made final at export: `audioS` seconds of sound in `seconds`. */
export function recordFinalSpeed({ db }: Pick<Deps, 'db'>, audioS: number, seconds: number): void {
  if (audioS >= 5 && seconds > 0) blend(db, FINAL_KEY, audioS / seconds);
}

/** Seconds of work an export job still has. */
export function exportRemainingSeconds({ db }: Pick<Deps, 'db'>, job: JobRow, payload: { audio_s: number; final_audio_s: number }): number {
  const bytesRate = read(db, BYTES_KEY, DEFAULT_BYTES_PER_S);
  let finalLeftS = payload.final_audio_s / read(db, FINAL_KEY, DEFAULT_FINAL_PER_S);
  if (job.status === 'running' && job.stage !== 'encode') finalLeftS = 0;
  else if (job.status === 'running' && job.started_at) {
    // Counted down with the clock (a chapter made final reports nothing until it is done).
    finalLeftS = Math.max(0, finalLeftS - (Date.now() - parseIso(job.started_at)) / 1000);
  }
  const total = job.bytes_total ?? Math.round(payload.audio_s * BYTES_PER_AUDIO_S);
  const bytesLeft = Math.max(0, total - (job.bytes ?? 0));
  return Math.max(0.1, Math.round((finalLeftS + bytesLeft / bytesRate) * 10) / 10);
}
