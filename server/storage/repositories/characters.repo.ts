import type { Db } from '../db.ts';
import type { CharacterRow } from '../rows.ts';
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
