import type { Db } from '../db.ts';
import type { JobRow } from '../rows.ts';
import { insertRow, stmt, updateById, type SqlValue } from '../sql.ts';

export function insertJob(db: Db, row: JobRow): void {
  insertRow(db, 'jobs', row);
}

/**
 * A job; its payload (a render's holds every piece of its chapter: hundreds of kB of text) is read
 * only when a caller touches it, since a running render reads its row after every piece.
 */
export function getJob(db: Db, id: string): JobRow | undefined {
  const row = stmt(db, `SELECT ${columnsButPayload(db)} FROM jobs WHERE id = ?`).get(id) as Omit<JobRow, 'payload'> | undefined;
  return row && withLazyPayload(db, row);
}

export function updateJob(db: Db, id: string, patch: Partial<Record<keyof JobRow, SqlValue>>): void {
  updateById(db, 'jobs', id, patch);
}

export function findJobByIdempotencyKey(db: Db, userId: string, key: string): JobRow | undefined {
  return stmt(db, 'SELECT * FROM jobs WHERE user_id = ? AND idempotency_key = ?').get(userId, key) as JobRow | undefined;
}

export function latestChapterJob(db: Db, chapterId: string, type: JobRow['type'] = 'render'): JobRow | undefined {
  return stmt(db, 'SELECT * FROM jobs WHERE chapter_id = ? AND type = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(
    chapterId, type,
  ) as JobRow | undefined;
}

/** The jobs table's columns but `payload`, once per database. */
const lightColumns = new WeakMap<Db, string>();
function columnsButPayload(db: Db): string {
  let cols = lightColumns.get(db);
  if (!cols) {
    cols = (db.pragma('table_info(jobs)') as Array<{ name: string }>).map((c) => c.name).filter((n) => n !== 'payload').join(', ');
    lightColumns.set(db, cols);
  }
  return cols;
}

/**
 * Queued and running jobs, oldest first (payloads read on use: this list is read on every job poll,
 * for the queue's wait, and every runner wake-up).
 */
export function activeJobs(db: Db): JobRow[] {
  const rows = stmt(db, `SELECT ${columnsButPayload(db)} FROM jobs WHERE status IN ('queued','running') ORDER BY created_at, rowid`).all() as Array<Omit<JobRow, 'payload'>>;
  return rows.map((row) => withLazyPayload(db, row));
}

/** The row with `payload` read from the database on first use. */
function withLazyPayload(db: Db, row: Omit<JobRow, 'payload'>): JobRow {
  let payload: string | undefined;
  return Object.defineProperty(row, 'payload', {
    enumerable: true,
    get: () => (payload ??= (stmt(db, 'SELECT payload FROM jobs WHERE id = ?').get(row.id) as { payload: string } | undefined)?.payload ?? 'null'),
  }) as JobRow;
}

export function activeJobsOfUser(db: Db, userId: string, type?: JobRow['type']): JobRow[] {
  return stmt(
    db,
    "SELECT * FROM jobs WHERE user_id = ? AND status IN ('queued','running') AND (? IS NULL OR type = ?) ORDER BY created_at, rowid",
  ).all(userId, type ?? null, type ?? null) as JobRow[];
}

export function activeJobsOfBook(db: Db, bookId: string): JobRow[] {
  return stmt(db, "SELECT * FROM jobs WHERE book_id = ? AND status IN ('queued','running') ORDER BY created_at, rowid").all(bookId) as JobRow[];
}

export function listBookJobs(db: Db, bookId: string, type: JobRow['type']): JobRow[] {
  return stmt(db, 'SELECT * FROM jobs WHERE book_id = ? AND type = ? ORDER BY created_at DESC, rowid DESC').all(bookId, type) as JobRow[];
}

/** Every job of a type, newest first. */
export function listJobsOfType(db: Db, type: JobRow['type']): JobRow[] {
  return stmt(db, 'SELECT * FROM jobs WHERE type = ? ORDER BY created_at DESC, rowid DESC').all(type) as JobRow[];
}

/** Jobs left `running` by a studio that stopped: they go back to the queue on boot. */
export function requeueRunning(db: Db): number {
  return stmt(db, "UPDATE jobs SET status = 'queued' WHERE status = 'running'").run().changes;
}

/** Credits held for queued and running jobs (quoted but not yet debited). */
export function reservedMilli(db: Db, where: { userId?: string; keyId?: string; bookId?: string }): number {
  const r = stmt(
    db,
    `SELECT COALESCE(SUM(MAX(quoted_milli - credits_used_milli, 0)), 0) AS r FROM jobs
      WHERE status IN ('queued','running') AND type = 'render'
        AND (@userId IS NULL OR user_id = @userId) AND (@keyId IS NULL OR key_id = @keyId) AND (@bookId IS NULL OR book_id = @bookId)`,
  ).get({ userId: where.userId ?? null, keyId: where.keyId ?? null, bookId: where.bookId ?? null }) as { r: number };
  return r.r;
}
