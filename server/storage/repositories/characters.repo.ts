import type { Db } from '../db.ts';
import type { ChapterRow, CharacterRow } from '../rows.ts';
import { insertRow, stmt, updateById, type SqlValue } from '../sql.ts';

export function insertCharacter(db: Db, row: CharacterRow): void {
  insertRow(db, 'characters', row);
}

export function getCharacter(db: Db, id: string): CharacterRow | undefined {
  return stmt(db, 'SELECT * FROM characters WHERE id = ?').get(id) as CharacterRow | undefined;
}

export function listCharacters(db: Db, bookId: string): CharacterRow[] {
  return stmt(db, 'SELECT * FROM characters WHERE book_id = ? ORDER BY position').all(bookId) as CharacterRow[];
}

export function updateCharacter(db: Db, id: string, patch: Partial<Record<keyof CharacterRow, SqlValue>>): void {
  updateById(db, 'characters', id, patch);
}

export function deleteCharacterRow(db: Db, id: string): void {
  stmt(db, 'DELETE FROM characters WHERE id = ?').run(id);
}

/** The position after the book's last character (a new one is listed last). */
export function nextCharacterPosition(db: Db, bookId: string): number {
  const r = stmt(db, 'SELECT MAX(position) AS p FROM characters WHERE book_id = ?').get(bookId) as { p: number | null };
  return r.p === null ? 0 : r.p + 1;
}

/** Chapters of every edition of the book holding lines of this character. */
export function chaptersWithLinesOf(db: Db, characterId: string): ChapterRow[] {
  return stmt(
    db,
    'SELECT * FROM chapters WHERE id IN (SELECT DISTINCT chapter_id FROM segments WHERE character_id = ?) ORDER BY position',
  ).all(characterId) as ChapterRow[];
}

/** Gives every line of one character (in every edition) to another; answers how many moved. */
export function moveLines(db: Db, fromId: string, toId: string): number {
  return Number(stmt(db, 'UPDATE segments SET character_id = ? WHERE character_id = ?').run(toId, fromId).changes);
}

/** Chapters of the book whose recording's timeline names this character as a piece's speaker. */
export function chaptersVoicedWith(db: Db, bookId: string, characterId: string): ChapterRow[] {
  return stmt(db, 'SELECT * FROM chapters WHERE book_id = ? AND timeline LIKE ?').all(bookId, `%"${characterId}"%`) as ChapterRow[];
}
