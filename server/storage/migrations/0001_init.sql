-- Glava Studio schema, version 1.
-- Money columns end in _milli: integer thousandths of a character (see server/util/credits.ts).
-- Timestamps are TEXT in the spec's form (YYYY-MM-DDThh:mm:ss.ffffff+00:00), so they sort as strings.

CREATE TABLE users (
  id            TEXT PRIMARY KEY,
  email         TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name          TEXT NOT NULL DEFAULT '',
  balance_milli INTEGER NOT NULL DEFAULT 0,
  unlimited     INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT NOT NULL
);

-- API keys and the studio's own local sessions (kind = 'session'); only a hash of the secret is kept.
CREATE TABLE api_keys (
  id               TEXT PRIMARY KEY,
  user_id          TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind             TEXT NOT NULL DEFAULT 'key' CHECK (kind IN ('key', 'session')),
  name             TEXT NOT NULL,
  prefix           TEXT NOT NULL,
  hash             TEXT NOT NULL UNIQUE,
  scope            TEXT NOT NULL CHECK (scope IN ('read', 'voice', 'full')),
  char_limit_milli INTEGER,
  used_milli       INTEGER NOT NULL DEFAULT 0,
  rate_per_minute  INTEGER NOT NULL DEFAULT 600,
  created_at       TEXT NOT NULL,
  last_used_at     TEXT,
  expires_at       TEXT,
  revoked_at       TEXT
);
CREATE INDEX api_keys_user ON api_keys(user_id);

CREATE TABLE series (
  id         TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title      TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX series_user ON series(user_id, title);

CREATE TABLE books (
  id                TEXT PRIMARY KEY,
  user_id           TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title             TEXT NOT NULL,
  author            TEXT NOT NULL DEFAULT '',
  status            TEXT NOT NULL CHECK (status IN ('importing', 'ready', 'failed')),
  language          TEXT NOT NULL DEFAULT '',
  subtitle          TEXT NOT NULL DEFAULT '',
  genre             TEXT NOT NULL DEFAULT '',
  age_rating        TEXT NOT NULL DEFAULT '',
  annotation        TEXT NOT NULL DEFAULT '',
  thoughts          TEXT NOT NULL DEFAULT 'hero',
  sound             TEXT NOT NULL DEFAULT 'studio',
  check_mode        TEXT NOT NULL DEFAULT 'off',
  reading           TEXT NOT NULL DEFAULT 'roles',
  budget_milli      INTEGER,
  series_id         TEXT REFERENCES series(id) ON DELETE SET NULL,
  series_index      REAL,
  cover_path        TEXT,
  cover_mime        TEXT,
  source_name       TEXT,
  source_sha256     TEXT,
  source_format     TEXT,
  analysis          TEXT,
  import_error      TEXT,
  active_edition_id TEXT,
  trashed_at        TEXT,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL
);
CREATE INDEX books_user ON books(user_id, created_at);
CREATE INDEX books_source ON books(user_id, source_sha256);
CREATE INDEX books_series ON books(series_id);

-- An edition is a version of the voicing: its own chapters and lines. Closing one freezes it.
CREATE TABLE editions (
  id         TEXT PRIMARY KEY,
  book_id    TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  name       TEXT NOT NULL,
  status     TEXT NOT NULL CHECK (status IN ('draft', 'closed')),
  created_at TEXT NOT NULL,
  closed_at  TEXT
);
CREATE INDEX editions_book ON editions(book_id, created_at);

-- Characters belong to the book and are shared by its editions.
CREATE TABLE characters (
  id          TEXT PRIMARY KEY,
  book_id     TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  aliases     TEXT NOT NULL DEFAULT '[]',
  is_narrator INTEGER NOT NULL DEFAULT 0,
  voice_id    TEXT NOT NULL,
  emotion     TEXT NOT NULL DEFAULT 'Нейтрально',
  controls    TEXT NOT NULL DEFAULT '{"speed":1}',
  position    INTEGER NOT NULL,
  gender      TEXT NOT NULL DEFAULT '',
  age         TEXT NOT NULL DEFAULT '',
  description TEXT NOT NULL DEFAULT '',
  preset_id   TEXT,
  source      TEXT NOT NULL DEFAULT 'rules'
);
CREATE INDEX characters_book ON characters(book_id, position);

CREATE TABLE chapters (
  id            TEXT PRIMARY KEY,
  book_id       TEXT NOT NULL REFERENCES books(id) ON DELETE CASCADE,
  edition_id    TEXT NOT NULL REFERENCES editions(id) ON DELETE CASCADE,
  position      INTEGER NOT NULL,
  title         TEXT NOT NULL,
  status        TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'queued', 'rendering', 'ready', 'failed')),
  -- The current recording (null until voiced): MP3 path, its length and the pieces in it.
  audio_path    TEXT,
  duration_s    REAL,
  rendered_at   TEXT,
  timeline      TEXT,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
CREATE INDEX chapters_edition ON chapters(edition_id, position);
CREATE INDEX chapters_book ON chapters(book_id);

CREATE TABLE segments (
  id             TEXT PRIMARY KEY,
  chapter_id     TEXT NOT NULL REFERENCES chapters(id) ON DELETE CASCADE,
  position       INTEGER NOT NULL,
  text           TEXT NOT NULL,
  kind           TEXT NOT NULL CHECK (kind IN ('speech', 'narration', 'thought')),
  block_id       INTEGER NOT NULL,
  paragraph_id   INTEGER NOT NULL,
  character_id   TEXT NOT NULL REFERENCES characters(id),
  skip_audio     INTEGER NOT NULL DEFAULT 0,
  pause_ms       INTEGER,
  confidence     REAL NOT NULL DEFAULT 1,
  review         INTEGER NOT NULL DEFAULT 0,
  issue          TEXT NOT NULL DEFAULT '',
  emotion        TEXT,
  speaker_source TEXT NOT NULL DEFAULT 'rules',
  emotion_source TEXT NOT NULL DEFAULT 'rules',
  stressed       TEXT,
  -- Delivery style ({intonation, tempo, volume}); takes made and the selected take are columns.
  delivery       TEXT NOT NULL DEFAULT '{}',
  takes          INTEGER NOT NULL DEFAULT 0,
  take           INTEGER NOT NULL DEFAULT 0,
  -- Words whose stress the program could not decide (homographs), with reasons: JSON array.
  stress_review  TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX segments_chapter ON segments(chapter_id, position);
CREATE INDEX segments_character ON segments(character_id);

-- Voiced sound, content-addressed per user: the key hashes voice, emotion, speed, delivery,
-- prepared text and take. A piece is paid once; every later use is free.
CREATE TABLE pieces (
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key           TEXT NOT NULL,
  voice_id      TEXT NOT NULL,
  chars         INTEGER NOT NULL,
  credits_milli INTEGER NOT NULL,
  path          TEXT NOT NULL,
  samples       INTEGER NOT NULL,
  sample_rate   INTEGER NOT NULL,
  source        TEXT NOT NULL CHECK (source IN ('render', 'listen', 'tts')),
  created_at    TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);

CREATE TABLE jobs (
  id                 TEXT PRIMARY KEY,
  user_id            TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key_id             TEXT REFERENCES api_keys(id) ON DELETE SET NULL,
  type               TEXT NOT NULL CHECK (type IN ('render', 'export', 'check')),
  status             TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  stage              TEXT NOT NULL DEFAULT 'queued',
  book_id            TEXT REFERENCES books(id) ON DELETE CASCADE,
  chapter_id         TEXT REFERENCES chapters(id) ON DELETE CASCADE,
  title              TEXT NOT NULL DEFAULT '',
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
CREATE INDEX jobs_status ON jobs(status, created_at);
CREATE INDEX jobs_chapter ON jobs(chapter_id, created_at);
CREATE INDEX jobs_book ON jobs(book_id, type, created_at);

-- Every change of a balance, in the same transaction as the change.
CREATE TABLE ledger (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type          TEXT NOT NULL CHECK (type IN ('render', 'listen', 'grant')),
  what          TEXT NOT NULL,
  book_id       TEXT REFERENCES books(id) ON DELETE SET NULL,
  book_title    TEXT NOT NULL DEFAULT '',
  chars         INTEGER,
  voice         TEXT NOT NULL DEFAULT '',
  audio_s       REAL,
  credits_milli INTEGER NOT NULL,
  balance_milli INTEGER NOT NULL,
  job_id        TEXT,
  day           TEXT,
  at            TEXT NOT NULL
);
CREATE INDEX ledger_user ON ledger(user_id, at);
CREATE INDEX ledger_job ON ledger(job_id);
CREATE INDEX ledger_listen ON ledger(user_id, type, day, book_id);

CREATE TABLE pronunciations (
  id          TEXT PRIMARY KEY,
  user_id     TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  book_id     TEXT REFERENCES books(id) ON DELETE CASCADE,
  word        TEXT NOT NULL,
  replacement TEXT NOT NULL,
  source      TEXT NOT NULL DEFAULT 'manual',
  verified    INTEGER NOT NULL DEFAULT 1,
  note        TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL
);
CREATE INDEX pronunciations_user ON pronunciations(user_id, book_id);

-- Events of a user, kept for the SSE replay (Last-Event-ID) and as the source of webhook deliveries.
CREATE TABLE events (
  seq        INTEGER PRIMARY KEY AUTOINCREMENT,
  id         TEXT NOT NULL UNIQUE,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  event      TEXT NOT NULL,
  data       TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX events_user ON events(user_id, seq);

CREATE TABLE webhooks (
  id         TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  url        TEXT NOT NULL,
  events     TEXT NOT NULL,
  secret     TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX webhooks_user ON webhooks(user_id);

CREATE TABLE deliveries (
  id           TEXT PRIMARY KEY,
  webhook_id   TEXT NOT NULL REFERENCES webhooks(id) ON DELETE CASCADE,
  event_id     TEXT NOT NULL,
  event        TEXT NOT NULL,
  body         TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts     INTEGER NOT NULL DEFAULT 0,
  next_at      TEXT NOT NULL,
  last_status  INTEGER,
  last_error   TEXT,
  created_at   TEXT NOT NULL,
  delivered_at TEXT
);
CREATE INDEX deliveries_due ON deliveries(status, next_at);
CREATE INDEX deliveries_webhook ON deliveries(webhook_id, created_at);

-- The latest speech-recognition report of a chapter, per piece key.
CREATE TABLE checks (
  chapter_id TEXT PRIMARY KEY REFERENCES chapters(id) ON DELETE CASCADE,
  job_id     TEXT,
  report     TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Pieces a user accepted by ear despite the recognizer's remarks.
CREATE TABLE accepted_pieces (
  user_id TEXT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key     TEXT NOT NULL,
  at      TEXT NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- Small facts of this machine, e.g. the measured synthesis speed used for eta_s.
CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
