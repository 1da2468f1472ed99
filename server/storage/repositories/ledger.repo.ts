import type { Db } from '../db.ts';
import type { LedgerRow } from '../rows.ts';
import { insertRow, stmt } from '../sql.ts';

export function insertLedger(db: Db, row: LedgerRow): void {
  insertRow(db, 'ledger', row);
}

export function getLedgerByJob(db: Db, jobId: string): LedgerRow | undefined {
  return stmt(db, 'SELECT * FROM ledger WHERE job_id = ?').get(jobId) as LedgerRow | undefined;
}

/** The listening entry of one user, day and book (book null = /tts). */
export function getListenEntry(db: Db, userId: string, day: string, bookId: string | null): LedgerRow | undefined {
  return stmt(
    db,
    "SELECT * FROM ledger WHERE user_id = ? AND type = 'listen' AND day = ? AND book_id IS ?",
  ).get(userId, day, bookId) as LedgerRow | undefined;
}

export function addToLedgerEntry(
  db: Db,
  id: string,
  delta: { credits_milli: number; chars: number; audio_s: number; balance_milli: number; at: string; voice: string },
): void {
  stmt(
    db,
    `UPDATE ledger SET credits_milli = credits_milli + @credits_milli, chars = COALESCE(chars, 0) + @chars,
       audio_s = ROUND(COALESCE(audio_s, 0) + @audio_s, 3), balance_milli = @balance_milli, at = @at, voice = @voice
     WHERE id = @id`,
  ).run({ id, ...delta });
}

export interface LedgerFilter {
  userId: string;
  bookId?: string;
  since?: string;
  limit: number;
}

export function listLedger(db: Db, f: LedgerFilter): LedgerRow[] {
  return stmt(
    db,
    `SELECT * FROM ledger WHERE user_id = @userId AND (@bookId IS NULL OR book_id = @bookId)
       AND (@since IS NULL OR at >= @since) ORDER BY at DESC, rowid DESC LIMIT @limit`,
  ).all({ userId: f.userId, bookId: f.bookId ?? null, since: f.since ?? null, limit: f.limit }) as LedgerRow[];
}

export function ledgerTotals(db: Db, f: Omit<LedgerFilter, 'limit'>): { spent: number; given: number; rows: number } {
  const r = stmt(
    db,
    `SELECT COALESCE(SUM(CASE WHEN credits_milli < 0 THEN -credits_milli ELSE 0 END), 0) AS spent,
            COALESCE(SUM(CASE WHEN credits_milli > 0 THEN credits_milli ELSE 0 END), 0) AS given,
            COUNT(*) AS rows
       FROM ledger WHERE user_id = @userId AND (@bookId IS NULL OR book_id = @bookId) AND (@since IS NULL OR at >= @since)`,
  ).get({ userId: f.userId, bookId: f.bookId ?? null, since: f.since ?? null }) as { spent: number; given: number; rows: number };
  return r;
}

export function ledgerBooks(db: Db, userId: string): Array<{ id: string; title: string }> {
  return stmt(
    db,
    `SELECT DISTINCT l.book_id AS id, COALESCE(b.title, l.book_title) AS title FROM ledger l
       LEFT JOIN books b ON b.id = l.book_id WHERE l.user_id = ? AND l.book_id IS NOT NULL ORDER BY title`,
  ).all(userId) as Array<{ id: string; title: string }>;
}

/** Credits spent on one book (render and listening), for the book's budget. */
export function spentOnBook(db: Db, bookId: string): number {
  const r = stmt(db, "SELECT COALESCE(-SUM(credits_milli), 0) AS s FROM ledger WHERE book_id = ? AND type IN ('render','listen')").get(bookId) as { s: number };
  return r.s;
}
