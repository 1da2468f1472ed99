import type { Db } from '../db.ts';
import type { ApiKeyRow } from '../rows.ts';
import { insertRow, stmt } from '../sql.ts';

export function insertKey(db: Db, row: ApiKeyRow): void {
  insertRow(db, 'api_keys', row);
}

export function findKeyByHash(db: Db, hash: string): ApiKeyRow | undefined {
  return stmt(db, 'SELECT * FROM api_keys WHERE hash = ?').get(hash) as ApiKeyRow | undefined;
}

export function getKey(db: Db, id: string): ApiKeyRow | undefined {
  return stmt(db, 'SELECT * FROM api_keys WHERE id = ?').get(id) as ApiKeyRow | undefined;
}

export function listKeys(db: Db, userId: string, kind: ApiKeyRow['kind'] = 'key'): ApiKeyRow[] {
  return stmt(db, 'SELECT * FROM api_keys WHERE user_id = ? AND kind = ? ORDER BY created_at DESC').all(userId, kind) as ApiKeyRow[];
}

export function revokeKey(db: Db, id: string, at: string): void {
  stmt(db, 'UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(at, id);
}

export function touchKey(db: Db, id: string, at: string): void {
  stmt(db, 'UPDATE api_keys SET last_used_at = ? WHERE id = ?').run(at, id);
}

export function addKeyUsage(db: Db, id: string, milli: number): void {
  stmt(db, 'UPDATE api_keys SET used_milli = used_milli + ? WHERE id = ?').run(milli, id);
}
