// How fast this machine exports: seconds of audio assembled per second of work, measured on every
// finished export (an exponential moving average per sound mode, kept in the settings table), so
// an export's eta_s follows the book's length and this machine's speed instead of a constant.
import type { Deps } from '../deps.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import { getSetting, putSetting } from '../../storage/repositories/misc.repo.ts';
import type { JobRow } from '../../storage/rows.ts';

type Mode = 'studio' | 'raw';
const key = (mode: Mode) => `speed.export_audio_s_per_s.${mode}`;
/** Until something was measured (a slow machine's studio m4b; raw is a few times faster). */
const DEFAULTS: Record<Mode, number> = { studio: 15, raw: 40 };
/** The share of the work done by the time every chapter's sound is ready (the rest: packaging). */
const ENCODE_SHARE = 0.7;

export function exportSpeed({ db }: Pick<Deps, 'db'>, mode: Mode): number {
  const v = Number(getSetting(db, key(mode)));
  return Number.isFinite(v) && v > 0 ? v : DEFAULTS[mode];
}

export function recordExportSpeed({ db }: Pick<Deps, 'db'>, mode: Mode, audioS: number, seconds: number): void {
  if (audioS < 5 || seconds <= 0) return;
  const sample = audioS / seconds;
  const old = Number(getSetting(db, key(mode)));
  const next = Number.isFinite(old) && old > 0 ? old * 0.7 + sample * 0.3 : sample;
  putSetting(db, key(mode), String(Math.round(next * 10) / 10));
}

/** Seconds of work an export job of `audioS` seconds of sound still has. */
export function exportRemainingSeconds(deps: Pick<Deps, 'db'>, job: JobRow, audioS: number): number {
  const mode: Mode = job.book_id && getBook(deps.db, job.book_id)?.sound === 'raw' ? 'raw' : 'studio';
  let doneShare = 0;
  if (job.status === 'running') {
    doneShare = job.stage === 'package'
      ? ENCODE_SHARE + (1 - ENCODE_SHARE) * (job.bytes && job.bytes_total ? Math.min(1, job.bytes / job.bytes_total) : 0)
      : ENCODE_SHARE * (job.total ? job.done / job.total : 0);
  }
  return Math.max(1, Math.round(((audioS * (1 - doneShare)) / exportSpeed(deps, mode)) * 10) / 10);
}
