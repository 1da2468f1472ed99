import type { Db } from '../db.ts';
import type { UserRow } from '../rows.ts';
import { insertRow, stmt } from '../sql.ts';

export function insertUser(db: Db, row: UserRow): void {
  insertRow(db, 'users', row);
}

export function getUser(db: Db, id: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

export function getUserByEmail(db: Db, email: string): UserRow | undefined {
  return stmt(db, 'SELECT * FROM users WHERE email = ?').get(email) as UserRow | undefined;
}

export function listUsers(db: Db): UserRow[] {
  return stmt(db, 'SELECT * FROM users ORDER BY created_at').all() as UserRow[];
}

export function setBalance(db: Db, id: string, balanceMilli: number): void {
  stmt(db, 'UPDATE users SET balance_milli = ? WHERE id = ?').run(balanceMilli, id);
}
