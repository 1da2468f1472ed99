import type { Db } from '../db.ts';
import type { BookRow, EditionRow, SeriesRow } from '../rows.ts';
import { insertRow, stmt, updateById, type SqlValue } from '../sql.ts';

export function insertBook(db: Db, row: BookRow): void {
  insertRow(db, 'books', row);
}

export function getBook(db: Db, id: string): BookRow | undefined {
  return stmt(db, 'SELECT * FROM books WHERE id = ?').get(id) as BookRow | undefined;
}

export function listBooks(db: Db, userId: string): BookRow[] {
  return stmt(db, 'SELECT * FROM books WHERE user_id = ? AND trashed_at IS NULL ORDER BY created_at DESC').all(userId) as BookRow[];
}

/** The user's books in the trash, most recently trashed first. */
export function listTrashedBooks(db: Db, userId: string): BookRow[] {
  return stmt(db, 'SELECT * FROM books WHERE user_id = ? AND trashed_at IS NOT NULL ORDER BY trashed_at DESC').all(userId) as BookRow[];
}

export function findBookBySource(db: Db, userId: string, sha256: string): BookRow | undefined {
  return stmt(
    db,
    // A failed import is no duplicate: uploading the file again (e.g. after an update) must work.
    "SELECT * FROM books WHERE user_id = ? AND source_sha256 = ? AND trashed_at IS NULL AND status != 'failed' ORDER BY created_at LIMIT 1",
  ).get(userId, sha256) as BookRow | undefined;
}

/** Removes a book with everything under it (editions, chapters, lines, characters: ON DELETE CASCADE). */
export function deleteBook(db: Db, id: string): void {
  stmt(db, 'DELETE FROM books WHERE id = ?').run(id);
}

export function updateBook(db: Db, id: string, patch: Partial<Record<keyof BookRow, SqlValue>>): void {
  updateById(db, 'books', id, patch);
}

export function booksInSeries(db: Db, seriesId: string): BookRow[] {
  return stmt(
    db,
    'SELECT * FROM books WHERE series_id = ? AND trashed_at IS NULL ORDER BY series_index IS NULL, series_index, created_at',
  ).all(seriesId) as BookRow[];
}

/** Books whose importing was cut off (the studio stopped mid-import). */
export function listImportingBooks(db: Db): BookRow[] {
  return stmt(db, "SELECT * FROM books WHERE status = 'importing'").all() as BookRow[];
}

// Editions

export function insertEdition(db: Db, row: EditionRow): void {
  insertRow(db, 'editions', row);
}

export function getEdition(db: Db, id: string): EditionRow | undefined {
  return stmt(db, 'SELECT * FROM editions WHERE id = ?').get(id) as EditionRow | undefined;
}

export function listEditions(db: Db, bookId: string): EditionRow[] {
  return stmt(db, 'SELECT * FROM editions WHERE book_id = ? ORDER BY created_at').all(bookId) as EditionRow[];
}

export function closeEdition(db: Db, id: string, at: string): void {
  stmt(db, "UPDATE editions SET status = 'closed', closed_at = ? WHERE id = ?").run(at, id);
}

// Series

export function insertSeries(db: Db, row: SeriesRow): void {
  insertRow(db, 'series', row);
}

export function getSeries(db: Db, id: string): SeriesRow | undefined {
  return stmt(db, 'SELECT * FROM series WHERE id = ?').get(id) as SeriesRow | undefined;
}

export function findSeriesByTitle(db: Db, userId: string, title: string): SeriesRow | undefined {
  return stmt(db, 'SELECT * FROM series WHERE user_id = ? AND title = ? COLLATE NOCASE').get(userId, title) as SeriesRow | undefined;
}
