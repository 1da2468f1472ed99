// Opening the database: WAL so readers never wait for the job runner's writes, foreign keys
// on, and synchronous=FULL so a committed debit survives even a power cut, not just a kill -9.
import Database from 'better-sqlite3';
import { migrate } from './migrate.ts';

export type Db = Database.Database;

export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/**
 * Runs `fn` in one synchronous transaction. Never await inside: do the synthesis, ffmpeg and
 * file work first, then commit the result here.
 */
export function tx<T>(db: Db, fn: () => T): T {
  return db.transaction(fn).immediate();
}
