import type { Db } from '../db.ts';
import type { CheckRow } from '../rows.ts';
import { stmt } from '../sql.ts';

export function getSetting(db: Db, key: string): string | undefined {
  return (stmt(db, 'SELECT value FROM settings WHERE key = ?').get(key) as { value: string } | undefined)?.value;
}

export function putSetting(db: Db, key: string, value: string): void {
  stmt(db, 'INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
}

export function getCheck(db: Db, chapterId: string): CheckRow | undefined {
  return stmt(db, 'SELECT * FROM checks WHERE chapter_id = ?').get(chapterId) as CheckRow | undefined;
}

export function putCheck(db: Db, row: CheckRow): void {
  stmt(
    db,
    `INSERT INTO checks (chapter_id, job_id, report, created_at) VALUES (@chapter_id, @job_id, @report, @created_at)
       ON CONFLICT(chapter_id) DO UPDATE SET job_id = excluded.job_id, report = excluded.report, created_at = excluded.created_at`,
  ).run(row);
}

export function acceptPiece(db: Db, userId: string, key: string, at: string): void {
  stmt(db, 'INSERT OR IGNORE INTO accepted_pieces (user_id, key, at) VALUES (?, ?, ?)').run(userId, key, at);
}

export function acceptedKeys(db: Db, userId: string): Set<string> {
  return new Set((stmt(db, 'SELECT key FROM accepted_pieces WHERE user_id = ?').all(userId) as Array<{ key: string }>).map((r) => r.key));
}
