// Timestamps as the spec writes them: ISO 8601 UTC with microseconds and an explicit offset,
// `YYYY-MM-DDThh:mm:ss.ffffff+00:00`. They sort as strings, so SQLite stores them as TEXT.

/** Current time with microsecond resolution (Date alone has only milliseconds). */
export function nowIso(): string {
  const micros = Math.floor((performance.timeOrigin + performance.now()) * 1000);
  return isoFromMicros(micros);
}

export function isoFromMicros(micros: number): string {
  const ms = Math.floor(micros / 1000);
  const frac = String(micros % 1_000_000).padStart(6, '0');
  return new Date(ms).toISOString().slice(0, 19) + '.' + frac + '+00:00';
}

export function isoFromDate(d: Date): string {
  return isoFromMicros(d.getTime() * 1000);
}

/** Milliseconds since the epoch of a stored timestamp. */
export function parseIso(ts: string): number {
  return Date.parse(ts.replace(/(\.\d{3})\d*/, '$1'));
}

/** The UTC day of a timestamp (`YYYY-MM-DD`), used to aggregate listening per day. */
export function dayOf(ts: string): string {
  return ts.slice(0, 10);
}

export const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;
