import type { Db } from '../db.ts';
import type { PieceRow } from '../rows.ts';
import { insertRow, stmt } from '../sql.ts';

export function insertPiece(db: Db, row: PieceRow): void {
  insertRow(db, 'pieces', row);
}

export function getPiece(db: Db, userId: string, key: string): PieceRow | undefined {
  return stmt(db, 'SELECT * FROM pieces WHERE user_id = ? AND key = ?').get(userId, key) as PieceRow | undefined;
}

/** Which of `keys` the user already has (voiced or heard). */
export function existingPieces(db: Db, userId: string, keys: string[]): Map<string, PieceRow> {
  const out = new Map<string, PieceRow>();
  const q = stmt(db, 'SELECT * FROM pieces WHERE user_id = ? AND key = ?');
  for (const k of new Set(keys)) {
    const r = q.get(userId, k) as PieceRow | undefined;
    if (r) out.set(k, r);
  }
  return out;
}

/** A piece whose file was lost and voiced again: point the (already paid) row at the new file. */
export function repointPiece(db: Db, userId: string, key: string, path: string, samples: number, sampleRate: number): void {
  stmt(db, 'UPDATE pieces SET path = ?, samples = ?, sample_rate = ? WHERE user_id = ? AND key = ?').run(path, samples, sampleRate, userId, key);
}
