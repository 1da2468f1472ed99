import type { Db } from '../db.ts';
import type { ChapterRow, SegmentRow } from '../rows.ts';
import { insertRow, stmt, updateById, type SqlValue } from '../sql.ts';

export function insertChapter(db: Db, row: ChapterRow): void {
  insertRow(db, 'chapters', row);
}

export function getChapter(db: Db, id: string): ChapterRow | undefined {
  return stmt(db, 'SELECT * FROM chapters WHERE id = ?').get(id) as ChapterRow | undefined;
}

export function listChapters(db: Db, editionId: string): ChapterRow[] {
  return stmt(db, 'SELECT * FROM chapters WHERE edition_id = ? ORDER BY position').all(editionId) as ChapterRow[];
}

/** Chapters of every edition of a book (the trash removes their recordings). */
export function listBookChapterIds(db: Db, bookId: string): string[] {
  return (stmt(db, 'SELECT id FROM chapters WHERE book_id = ?').all(bookId) as Array<{ id: string }>).map((r) => r.id);
}

export function updateChapter(db: Db, id: string, patch: Partial<Record<keyof ChapterRow, SqlValue>>): void {
  updateById(db, 'chapters', id, patch);
}

// Segments

export function insertSegment(db: Db, row: SegmentRow): void {
  insertRow(db, 'segments', row);
}

export function getSegment(db: Db, id: string): SegmentRow | undefined {
  return stmt(db, 'SELECT * FROM segments WHERE id = ?').get(id) as SegmentRow | undefined;
}

export function listSegments(db: Db, chapterId: string): SegmentRow[] {
  return stmt(db, 'SELECT * FROM segments WHERE chapter_id = ? ORDER BY position').all(chapterId) as SegmentRow[];
}

/** Every line of an edition, chapter by chapter, for search and book-wide statistics. */
export function listEditionSegments(db: Db, editionId: string): Array<SegmentRow & { chapter_position: number; chapter_title: string }> {
  return stmt(
    db,
    `SELECT s.*, c.position AS chapter_position, c.title AS chapter_title FROM segments s
       JOIN chapters c ON c.id = s.chapter_id WHERE c.edition_id = ? ORDER BY c.position, s.position`,
  ).all(editionId) as Array<SegmentRow & { chapter_position: number; chapter_title: string }>;
}

export function updateSegment(db: Db, id: string, patch: Partial<Record<keyof SegmentRow, SqlValue>>): void {
  updateById(db, 'segments', id, patch);
}

/** Per-character text size of an edition (for `share`). */
export function charsByCharacter(db: Db, editionId: string): Array<{ character_id: string; chars: number }> {
  return stmt(
    db,
    `SELECT s.character_id, SUM(LENGTH(s.text)) AS chars FROM segments s JOIN chapters c ON c.id = s.chapter_id
       WHERE c.edition_id = ? GROUP BY s.character_id`,
  ).all(editionId) as Array<{ character_id: string; chars: number }>;
}

/** Priced characters of a text column: stress marks `+` and U+0301 are not counted. */
const PRICED = "LENGTH(REPLACE(REPLACE(s.text, '+', ''), char(769), ''))";

export interface ChapterStats {
  chapter_id: string;
  chars: number;
  review: number;
}

/** Per-chapter characters and lines under review of an edition. */
export function chapterStats(db: Db, editionId: string): Map<string, ChapterStats> {
  const rows = stmt(
    db,
    `SELECT c.id AS chapter_id, COALESCE(SUM(${PRICED}), 0) AS chars, COALESCE(SUM(s.review), 0) AS review
       FROM chapters c LEFT JOIN segments s ON s.chapter_id = c.id WHERE c.edition_id = ? GROUP BY c.id`,
  ).all(editionId) as ChapterStats[];
  return new Map(rows.map((r) => [r.chapter_id, r]));
}

export interface EditionTotals {
  chapters_total: number;
  chapters_ready: number;
  chapters_active: number;
  chapters_failed: number;
  duration_s: number;
  chars: number;
  /** Latest change of a chapter or its lines, or voicing (null without chapters). */
  changed_at: string | null;
}

export function editionTotals(db: Db, editionId: string): EditionTotals {
  const c = stmt(
    db,
    `SELECT COUNT(*) AS chapters_total,
            COALESCE(SUM(status = 'ready'), 0) AS chapters_ready,
            COALESCE(SUM(status IN ('queued','rendering')), 0) AS chapters_active,
            COALESCE(SUM(status = 'failed'), 0) AS chapters_failed,
            COALESCE(SUM(duration_s), 0) AS duration_s,
            MAX(MAX(updated_at, COALESCE(rendered_at, ''))) AS changed_at
       FROM chapters WHERE edition_id = ?`,
  ).get(editionId) as Omit<EditionTotals, 'chars'>;
  const s = stmt(
    db,
    `SELECT COALESCE(SUM(${PRICED}), 0) AS chars FROM segments s JOIN chapters c ON c.id = s.chapter_id WHERE c.edition_id = ?`,
  ).get(editionId) as { chars: number };
  return { ...c, chars: s.chars };
}

/** Another chapter (of another edition) still plays this recording file. */
export function audioPathShared(db: Db, path: string, exceptChapterId: string): boolean {
  return !!stmt(db, 'SELECT 1 FROM chapters WHERE audio_path = ? AND id != ? LIMIT 1').get(path, exceptChapterId);
}
