// Row types exactly as stored (SQLite: booleans are 0/1, JSON columns are strings).
// Services turn them into the API's DTOs; nothing outside storage/ writes SQL.
import type { JobType, SpeakerBasis } from '../contract/enums.ts';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  balance_milli: number;
  unlimited: 0 | 1;
  created_at: string;
}

export interface ApiKeyRow {
  id: string;
  user_id: string;
  kind: 'key' | 'session';
  name: string;
  prefix: string;
  hash: string;
  scope: 'read' | 'voice' | 'full';
  char_limit_milli: number | null;
  used_milli: number;
  rate_per_minute: number;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

export interface SeriesRow {
  id: string;
  user_id: string;
  title: string;
  created_at: string;
}

export interface BookRow {
  id: string;
  user_id: string;
  title: string;
  author: string;
  status: 'importing' | 'ready' | 'failed';
  language: string;
  subtitle: string;
  genre: string;
  age_rating: string;
  annotation: string;
  thoughts: string;
  /** What the narrator does with a play's remarks and stage directions: 'narrator' | 'skip'. */
  stage_remarks: string;
  stage_directions: string;
  sound: string;
  check_mode: string;
  reading: string;
  budget_milli: number | null;
  series_id: string | null;
  series_index: number | null;
  cover_path: string | null;
  cover_mime: string | null;
  source_name: string | null;
  source_sha256: string | null;
  source_format: string | null;
  analysis: string | null;
  import_error: string | null;
  import_error_reason: string | null;
  active_edition_id: string | null;
  trashed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface EditionRow {
  id: string;
  book_id: string;
  /** A name the user gave (or an older row's); '' when it is a kind. */
  name: string;
  name_kind: string | null;
  name_params: string | null;
  status: 'draft' | 'closed';
  created_at: string;
  closed_at: string | null;
}

export interface CharacterRow {
  id: string;
  book_id: string;
  name: string;
  aliases: string;
  is_narrator: 0 | 1;
  voice_id: string;
  emotion: string;
  controls: string;
  position: number;
  gender: string;
  age: string;
  description: string;
  preset_id: string | null;
  source: string;
}

export interface ChapterRow {
  id: string;
  book_id: string;
  edition_id: string;
  position: number;
  title: string;
  status: 'draft' | 'queued' | 'rendering' | 'ready' | 'failed';
  audio_path: string | null;
  duration_s: number | null;
  rendered_at: string | null;
  timeline: string | null;
  created_at: string;
  updated_at: string;
  /** JSON string[]: the paragraphs as written, by paragraph_id (null for chapters imported before 0002). */
  paragraphs: string | null;
}

export interface SegmentRow {
  id: string;
  chapter_id: string;
  position: number;
  text: string;
  kind: 'speech' | 'narration' | 'thought';
  block_id: number;
  paragraph_id: number;
  character_id: string;
  skip_audio: 0 | 1;
  pause_ms: number | null;
  confidence: number;
  review: 0 | 1;
  issue: string;
  emotion: string | null;
  speaker_source: string;
  emotion_source: string;
  stressed: string | null;
  delivery: string;
  takes: number;
  take: number;
  stress_review: string;
  /** A play's stage text: a remark inside a replica or a direction between replicas; null for the rest. */
  stage: 'remark' | 'direction' | null;
  /** What the rules based the speaker on (speech and thought in prose); null for the rest and older rows. */
  speaker_basis: SpeakerBasis | null;
  /** JSON of the speaker fields before a carry-through changed them (speaker_source 'carried'); null otherwise. */
  speaker_before: string | null;
}

export interface PieceRow {
  user_id: string;
  key: string;
  voice_id: string;
  chars: number;
  credits_milli: number;
  path: string;
  samples: number;
  sample_rate: number;
  source: 'render' | 'listen' | 'tts';
  created_at: string;
}

export interface JobRow {
  id: string;
  user_id: string;
  key_id: string | null;
  /** A type of the job registry (server/jobs/registry.ts). */
  type: JobType;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  stage: string;
  book_id: string | null;
  chapter_id: string | null;
  /** Rows written before texts were kinds: the title in Russian; newer rows: '' and the kind below. */
  title: string;
  /** The title as a text kind (contract/texts.ts) and its JSON parameters. */
  title_kind: string | null;
  title_params: string | null;
  payload: string;
  result: string;
  done: number;
  total: number;
  reused: number;
  quoted_milli: number;
  credits_used_milli: number;
  bytes: number | null;
  bytes_total: number | null;
  error: string | null;
  idempotency_key: string | null;
  attempts: number;
  cancel_requested: 0 | 1;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface LedgerRow {
  id: string;
  user_id: string;
  type: 'render' | 'listen' | 'grant';
  /** The line as text: older rows (in Russian) and free-text grants; '' when it is a kind. */
  what: string;
  what_kind: string | null;
  what_params: string | null;
  book_id: string | null;
  book_title: string;
  chars: number | null;
  voice: string;
  audio_s: number | null;
  credits_milli: number;
  balance_milli: number;
  job_id: string | null;
  day: string | null;
  at: string;
}

export interface PronunciationRow {
  id: string;
  user_id: string;
  book_id: string | null;
  word: string;
  replacement: string;
  source: string;
  verified: 0 | 1;
  note: string;
  created_at: string;
  /** 1: only the word as written; 0: the rule also reads the word's other forms. */
  exact: 0 | 1;
}

export interface EventRow {
  seq: number;
  id: string;
  user_id: string;
  event: string;
  data: string;
  created_at: string;
}

export interface WebhookRow {
  id: string;
  user_id: string;
  url: string;
  events: string;
  secret: string;
  created_at: string;
}

export interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_id: string;
  event: string;
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  next_at: string;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface CheckRow {
  chapter_id: string;
  job_id: string | null;
  report: string;
  created_at: string;
}
