// Numbered migrations in one place: migrations/NNNN_name.sql, each applied in its own
// transaction and recorded. A database written by a newer Glava is refused rather than damaged.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: Number(f.slice(0, 4)), name: f.slice(5, -4), sql: readFileSync(join(dir, f), 'utf8') }));
}

export class DatabaseTooNewError extends Error {
  override name = 'DatabaseTooNewError';
}

export function migrate(db: Database.Database, migrations = loadMigrations()): number {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`);
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as Array<{ version: number }>).map((r) => r.version),
  );
  const latest = migrations.at(-1)?.version ?? 0;
  const newest = Math.max(0, ...applied);
  if (newest > latest) {
    throw new DatabaseTooNewError(
      `This database was written by a newer Glava Studio (schema ${newest}; this version knows up to ${latest}). Update the app.`,
    );
  }
  let count = 0;
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        m.version, m.name, new Date().toISOString(),
      );
    }).immediate();
    count++;
  }
  return count;
}

/** The schema as SQLite reports it, for the snapshot test. */
export function schemaSnapshot(db: Database.Database): string {
  const rows = db
    .prepare("SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%' ORDER BY type, name")
    .all() as Array<{ type: string; name: string; sql: string }>;
  return rows.map((r) => `${r.sql.replace(/\s+/g, ' ').trim()};`).join('\n') + '\n';
}
