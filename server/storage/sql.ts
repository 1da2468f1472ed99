// Prepared statements are compiled once per database and reused (better-sqlite3 statements
// are cheap to run and expensive to prepare).
import type { Statement } from 'better-sqlite3';
import type { Db } from './db.ts';

const cache = new WeakMap<Db, Map<string, Statement>>();

export function stmt(db: Db, sql: string): Statement {
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  let s = perDb.get(sql);
  if (!s) perDb.set(sql, (s = db.prepare(sql)));
  return s;
}

export type SqlValue = string | number | bigint | null | Buffer;

/** UPDATE table SET <only the given columns> WHERE id = ?; columns come from code, never from requests. */
export function updateById(db: Db, table: string, id: string, patch: Record<string, SqlValue | undefined>): void {
  const cols = Object.keys(patch).filter((k) => patch[k] !== undefined);
  if (cols.length === 0) return;
  for (const c of cols) if (!/^[a-z_]+$/.test(c)) throw new Error(`bad column ${c}`);
  const sql = `UPDATE ${table} SET ${cols.map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`;
  const values: Record<string, SqlValue> = { id };
  for (const c of cols) values[c] = patch[c] as SqlValue;
  stmt(db, sql).run(values);
}

/** INSERT a full row object into table. */
export function insertRow(db: Db, table: string, row: object): void {
  const cols = Object.keys(row);
  const sql = `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`;
  stmt(db, sql).run(row);
}
