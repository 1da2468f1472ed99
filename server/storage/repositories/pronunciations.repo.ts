import type { Db } from '../db.ts';
import type { PronunciationRow } from '../rows.ts';
import { insertRow, stmt, updateById, type SqlValue } from '../sql.ts';

export function insertPronunciation(db: Db, row: PronunciationRow): void {
  insertRow(db, 'pronunciations', row);
}

export function getPronunciation(db: Db, id: string): PronunciationRow | undefined {
  return stmt(db, 'SELECT * FROM pronunciations WHERE id = ?').get(id) as PronunciationRow | undefined;
}

export function updatePronunciation(db: Db, id: string, patch: Partial<Record<keyof PronunciationRow, SqlValue>>): void {
  updateById(db, 'pronunciations', id, patch);
}

export function deletePronunciation(db: Db, id: string): void {
  stmt(db, 'DELETE FROM pronunciations WHERE id = ?').run(id);
}

export function listUserPronunciations(db: Db, userId: string): PronunciationRow[] {
  return stmt(db, 'SELECT * FROM pronunciations WHERE user_id = ? ORDER BY created_at, rowid').all(userId) as PronunciationRow[];
}

/** Rules acting in a set of books (a book and its series) plus the user's general rules. */
export function listPronunciationsFor(db: Db, userId: string, bookIds: string[]): PronunciationRow[] {
  const all = listUserPronunciations(db, userId);
  const set = new Set(bookIds);
  return all.filter((r) => r.book_id === null || set.has(r.book_id));
}
