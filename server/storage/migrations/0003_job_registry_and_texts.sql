-- 1. Job types come from the job registry (server/jobs/registry.ts), which validates every job it
--    stores; a CHECK listing them here would make each new type a table rebuild. SQLite cannot
--    drop a CHECK, so the table is rebuilt: create the new one, copy, drop, rename. Nothing
--    references jobs, so dropping it (with foreign keys on) removes nothing else.
--    A job's title is now a text kind and its parameters (title_kind, title_params), rendered in
--    the caller's language; rows written before keep their Russian `title` and no kind.
CREATE TABLE jobs_new (
  id                 TEXT PRIMARY KEY,
  user_id            TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key_id             TEXT REFERENCES api_keys(id) ON DELETE SET NULL,
  type               TEXT NOT NULL,
  status             TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  stage              TEXT NOT NULL DEFAULT 'queued',
  book_id            TEXT REFERENCES books(id) ON DELETE CASCADE,
  chapter_id         TEXT REFERENCES chapters(id) ON DELETE CASCADE,
  title              TEXT NOT NULL DEFAULT '',
  title_kind         TEXT,
  title_params       TEXT,
  payload            TEXT NOT NULL DEFAULT '{}',
  result             TEXT NOT NULL DEFAULT '{}',
  done               INTEGER NOT NULL DEFAULT 0,
  total              INTEGER NOT NULL DEFAULT 0,
  reused             INTEGER NOT NULL DEFAULT 0,
  quoted_milli       INTEGER NOT NULL DEFAULT 0,
  credits_used_milli INTEGER NOT NULL DEFAULT 0,
  bytes              INTEGER,
  bytes_total        INTEGER,
  error              TEXT,
  idempotency_key    TEXT,
  attempts           INTEGER NOT NULL DEFAULT 0,
  cancel_requested   INTEGER NOT NULL DEFAULT 0,
  created_at         TEXT NOT NULL,
  started_at         TEXT,
  finished_at        TEXT,
  UNIQUE (user_id, idempotency_key)
);
INSERT INTO jobs_new (
  id, user_id, key_id, type, status, stage, book_id, chapter_id, title, payload, result, done, total, reused, quoted_milli,
  credits_used_milli, bytes, bytes_total, error, idempotency_key, attempts, cancel_requested, created_at, started_at, finished_at
)
SELECT
  id, user_id, key_id, type, status, stage, book_id, chapter_id, title, payload, result, done, total, reused, quoted_milli,
  credits_used_milli, bytes, bytes_total, error, idempotency_key, attempts, cancel_requested, created_at, started_at, finished_at
FROM jobs;
DROP TABLE jobs;
ALTER TABLE jobs_new RENAME TO jobs;
CREATE INDEX jobs_status ON jobs(status, created_at);
CREATE INDEX jobs_chapter ON jobs(chapter_id, created_at);
CREATE INDEX jobs_book ON jobs(book_id, type, created_at);

-- 2. Ledger lines and edition names as a text kind and parameters too (NULL: the stored text as is).
ALTER TABLE ledger ADD COLUMN what_kind TEXT;
ALTER TABLE ledger ADD COLUMN what_params TEXT;
ALTER TABLE editions ADD COLUMN name_kind TEXT;
ALTER TABLE editions ADD COLUMN name_params TEXT;
