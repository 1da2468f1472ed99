import { describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseTooNewError, loadMigrations, migrate, schemaSnapshot } from './migrate.ts';
import { openDatabase } from './db.ts';

const SNAPSHOT = join(import.meta.dirname, 'schema.snapshot.sql');

describe('migrations', () => {
  it('build the committed schema from scratch (update schema.snapshot.sql with UPDATE_SNAPSHOT=1)', () => {
    const db = new Database(':memory:');
    migrate(db);
    const snap = schemaSnapshot(db);
    // Written only when asked: a missing snapshot is a failure, never a fresh baseline that passes.
    if (process.env.UPDATE_SNAPSHOT === '1') writeFileSync(SNAPSHOT, snap);
    expect(existsSync(SNAPSHOT), 'schema.snapshot.sql is missing: run the test with UPDATE_SNAPSHOT=1 and commit it').toBe(true);
    expect(snap).toBe(readFileSync(SNAPSHOT, 'utf8'));
  });

  it('are numbered without gaps and applied once', () => {
    const ms = loadMigrations();
    expect(ms.map((m) => m.version)).toEqual(ms.map((_, i) => i + 1));
    const db = new Database(':memory:');
    expect(migrate(db)).toBe(ms.length);
    expect(migrate(db)).toBe(0);
  });

  it('refuse a database written by a newer version', () => {
    const db = new Database(':memory:');
    migrate(db);
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (999, 'future', 'x')").run();
    expect(() => migrate(db)).toThrow(DatabaseTooNewError);
  });

  it('open the database in WAL mode with foreign keys on', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glava-db-'));
    try {
      const db = openDatabase(join(dir, 'glava.db'));
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(() => db.prepare("INSERT INTO books (id, user_id, title, status, created_at, updated_at) VALUES ('b', 'nobody', 't', 'ready', 'x', 'x')").run()).toThrow(/FOREIGN KEY/);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('0003 rebuilds the jobs table keeping every row of an older database, and takes any registered type', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    const all = loadMigrations();
    migrate(db, all.filter((m) => m.version < 3));
    db.exec(`INSERT INTO users (id, email, name, balance_milli, unlimited, created_at) VALUES ('u', 'a@b', '', 0, 0, 't');
      INSERT INTO jobs (id, user_id, type, status, title, payload, created_at) VALUES ('j1', 'u', 'export', 'done', 'Экспорт: Книга (m4b)', '{"format":"m4b"}', 't');
      INSERT INTO ledger (id, user_id, type, what, credits_milli, balance_milli, at) VALUES ('l1', 'u', 'grant', 'Пополнение', 5, 5, 't');`);
    expect(() => db.exec("INSERT INTO jobs (id, user_id, type, status, created_at) VALUES ('j2', 'u', 'import', 'queued', 't')")).toThrow(/CHECK/);
    migrate(db, all);
    expect(db.prepare('SELECT id, type, status, title, title_kind, payload FROM jobs').all()).toEqual([
      { id: 'j1', type: 'export', status: 'done', title: 'Экспорт: Книга (m4b)', title_kind: null, payload: '{"format":"m4b"}' },
    ]);
    expect(db.prepare('SELECT what, what_kind FROM ledger').get()).toEqual({ what: 'Пополнение', what_kind: null });
    db.exec("INSERT INTO jobs (id, user_id, type, status, created_at) VALUES ('j2', 'u', 'model_install', 'queued', 't')");
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
