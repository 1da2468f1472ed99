// The spec's resource tables (voicing-api.md, decisions.md, docs/api-decisions.md) written out a
// second time, by hand and independently of server/contract: the server already checks its
// answers against the contract's zod schemas in tests, so drift of the contract itself from the
// spec would go unnoticed without this. Every field has its spec type; fields the spec does not
// list must be one of the documented extras, so a renamed or stray field fails too.

/** Checks a value; returns the problems found (empty when it conforms). */
export type Check = (v: unknown, path: string) => string[];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/;

const show = (v: unknown) => (typeof v === 'string' ? JSON.stringify(v.slice(0, 60)) : JSON.stringify(v)?.slice(0, 80) ?? String(v));
const is = (ok: (v: unknown) => boolean, what: string): Check => (v, path) => (ok(v) ? [] : [`${path}: expected ${what}, got ${show(v)}`]);

export const str = is((v) => typeof v === 'string', 'a string');
export const bool = is((v) => typeof v === 'boolean', 'a boolean');
export const num = is((v) => typeof v === 'number' && Number.isFinite(v), 'a number');
export const int = is((v) => Number.isSafeInteger(v), 'an integer');
export const uuid = is((v) => typeof v === 'string' && UUID.test(v), 'a UUID string');
export const ts = is((v) => typeof v === 'string' && TIMESTAMP.test(v), 'a YYYY-MM-DDThh:mm:ss.ffffff+00:00 timestamp');
export const isNull = is((v) => v === null, 'null');
export const url = is((v) => typeof v === 'string' && /^https?:\/\//.test(v), 'an absolute link');

export const oneOf = (...values: ReadonlyArray<string | number | boolean>): Check =>
  is((v) => values.includes(v as string), `one of ${values.map((x) => JSON.stringify(x)).join(', ')}`);
export const range = (min: number, max: number): Check => is((v) => typeof v === 'number' && v >= min && v <= max, `a number in ${min}…${max}`);
export const nullable = (c: Check): Check => (v, path) => (v === null ? [] : c(v, path));
export const arrayOf = (c: Check): Check => (v, path) =>
  Array.isArray(v) ? v.flatMap((x, i) => c(x, `${path}[${i}]`)) : [`${path}: expected an array, got ${show(v)}`];
export const tuple = (...cs: Check[]): Check => (v, path) =>
  Array.isArray(v) && v.length === cs.length ? cs.flatMap((c, i) => c(v[i], `${path}[${i}]`)) : [`${path}: expected a ${cs.length}-tuple, got ${show(v)}`];
export const both = (...cs: Check[]): Check => (v, path) => cs.flatMap((c) => c(v, path));

/** A field that may be absent (the spec says "present on finished jobs" and the like). */
export interface Optional { optional: Check }
export const optional = (c: Check): Optional => ({ optional: c });
type Field = Check | Optional;

/** docs/api-decisions.md (texts): a studio-written text also as its kind and parameters (null: a text as typed). */
const TEXT_KIND = nullable(is((x) => typeof x === 'string' && /^(job|ledger|edition)\.[a-z_]+$/.test(x), 'a text kind'));
const TEXT_PARAMS = nullable(is(
  (x) => x !== null && typeof x === 'object' && !Array.isArray(x) && Object.values(x).every((p) => typeof p === 'string' || typeof p === 'number'),
  'an object of strings and numbers',
));
const textExtras = (field: string): Record<string, Optional> => ({ [`${field}_kind`]: optional(TEXT_KIND), [`${field}_params`]: optional(TEXT_PARAMS) });

/**
 * An object with exactly these fields: `spec` from the spec's tables, `extras` documented in
 * decisions.md or docs/api-decisions.md. Any other key is reported.
 */
export function obj(spec: Record<string, Field>, extras: Record<string, Field> = {}): Check {
  const all = { ...spec, ...extras };
  return (v, path) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return [`${path}: expected an object, got ${show(v)}`];
    const o = v as Record<string, unknown>;
    const out: string[] = [];
    for (const [k, f] of Object.entries(all)) {
      if (typeof f === 'function') {
        if (!(k in o)) out.push(`${path}.${k}: missing`);
        else out.push(...f(o[k], `${path}.${k}`));
      } else if (k in o) out.push(...f.optional(o[k], `${path}.${k}`));
    }
    for (const k of Object.keys(o)) if (!(k in all)) out.push(`${path}.${k}: not in the spec nor a documented extra`);
    return out;
  };
}

// ——— Vocabularies ———

export const EMOTION = oneOf('Нейтрально', 'Радостно', 'Воодушевлённо', 'Нежно', 'Спокойно', 'Грустно', 'Серьёзно', 'Напряжённо', 'Сердито', 'Испуганно', 'Удивлённо');
const CHAPTER_STATUS = oneOf('draft', 'queued', 'rendering', 'ready', 'failed');
const JOB_TYPE = oneOf('render', 'export', 'check', 'import', 'model_install');
const GENDER = oneOf('m', 'f', '');
const AGE = oneOf('child', 'young', 'adult', 'old', '');
const KIND = oneOf('speech', 'narration', 'thought');

// ——— Resources ———

export const Me = obj({
  user: obj({ email: str, name: str }),
  balance: num,
  unlimited: bool,
  api_allowed: bool,
  weights: obj({ local: num, own: num, cloud: num }),
  key: obj({ name: str, prefix: str, scope: oneOf('read', 'voice', 'full'), char_limit: nullable(num), used: num, left: nullable(num), rate_per_minute: int }),
});

const SeriesRef = obj({ id: uuid, title: str, no: nullable(num) });
const Analysis = obj({ stage: oneOf('read', 'split', 'speakers', 'voices'), done: int, total: int });

const bookSpec = {
  id: uuid, title: str, author: str, status: oneOf('ready', 'importing', 'failed'), created_at: ts, language: str,
  subtitle: str, series_no: str, genre: str, age_rating: oneOf('0+', '6+', '12+', '16+', '18+', ''),
  series: nullable(SeriesRef), thoughts: oneOf('hero', 'narrator'), sound: oneOf('studio', 'raw'), check: oneOf('auto', 'off'),
  reading: oneOf('roles', 'solo'), cover_url: nullable(url), active_edition_id: uuid,
};
/** docs/api-decisions.md: "Extra book fields: annotation, budget, error, error_reason". */
const IMPORT_FAILURES = ['empty_file', 'too_large', 'no_text', 'bad_format', 'zip_bomb', 'unsafe_path', 'xml_entities', 'xml_too_deep', 'bad_encoding',
  'unsupported_format', 'cancelled', 'upload_lost', 'internal'];
const bookExtras = {
  annotation: str, budget: nullable(num), error: nullable(str), error_reason: nullable(oneOf(...IMPORT_FAILURES)),
  // docs/api-decisions.md, plays: what the narrator does with remarks and stage directions.
  stage_remarks: oneOf('narrator', 'skip'), stage_directions: oneOf('narrator', 'skip'),
};

export const Book = obj(bookSpec, bookExtras);
export const TrashedBook = obj(bookSpec, { ...bookExtras, trashed_at: ts });

export const BookListItem = obj(
  {
    ...bookSpec, chapters_total: int, chapters_ready: int, duration_s: num, chars: int, audio_est_s: num,
    chapters_active: int, chapters_failed: int, updated_at: ts,
  },
  { ...bookExtras, analysis: nullable(Analysis) },
);

export const Character = obj(
  {
    id: uuid, name: str, aliases: arrayOf(str), is_narrator: bool, voice_id: uuid, emotion: EMOTION,
    controls: obj({ speed: range(0.6, 1.4) }, { pitch: optional(num), formant: optional(num) }),
    position: int, gender: GENDER, age: AGE, description: str, preset_id: nullable(uuid), source: str,
  },
  { book_id: uuid },
);
const BookCharacter = both(
  (v, path) => Character(typeof v === 'object' && v ? Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'share')) : v, path),
  (v, path) => range(0, 1)((v as { share?: unknown } | null)?.share, `${path}.share`),
);

const chapterCore = {
  id: uuid, position: int, title: str, status: CHAPTER_STATUS, chars: int, duration_s: nullable(num),
  rendered_at: nullable(ts), audio_url: nullable(url),
};
/** docs/api-decisions.md: chapters and summaries carry `changed`, `changed_units` and `review`. */
const chapterExtras = { changed: bool, changed_units: int };

export const ChapterSummary = obj({ ...chapterCore, review: int, runs: arrayOf(tuple(uuid, int, bool)) }, chapterExtras);

export const BookDetail = obj(
  {
    ...bookSpec, chapters: arrayOf(ChapterSummary), chapters_ready: int, duration_s: num, characters: arrayOf(BookCharacter),
    review_total: int, analysis: nullable(Analysis), edition: obj({ id: uuid, name: str, status: oneOf('draft', 'closed'), count: int }, textExtras('name')),
  },
  { ...bookExtras, can_carry: bool },
);

export const Chapter = obj({ ...chapterCore, text: str, book_id: uuid }, { ...chapterExtras, review: int, edition_id: uuid });

const Delivery = obj({}, {
  takes: optional(int), take: optional(int), intonation: optional(oneOf('question', 'exclaim', 'statement', 'trail')),
  tempo: optional(oneOf('slow', 'fast')), volume: optional(oneOf('whisper', 'soft', 'loud')),
});

export const Segment = obj(
  {
    id: uuid, position: int, text: str, kind: KIND, block_id: int, paragraph_id: int, character_id: uuid, skip_audio: bool,
    pause_ms: nullable(int), confidence: num, review: bool, issue: str, emotion: nullable(EMOTION), speaker_source: str,
    emotion_source: str, stressed: nullable(str), delivery: Delivery, note: isNull, ai: isNull,
  },
  { chapter_id: uuid, stress_review: arrayOf(obj({ word: str, reason: str })), stage: nullable(oneOf('remark', 'direction')) },
);

export const Unit = obj(
  { speaker: uuid, emotion: EMOTION, kind: KIND, text: str, prepared: str, segment_ids: arrayOf(uuid) },
  { key: str, voice_id: uuid, chars: int, credits: num, voiced: bool },
);

export const TimelineItem = obj(
  { t0: num, t1: num, key: str, text: str, sound: nullable(url), speaker: uuid, prepared: str, segment_ids: arrayOf(uuid) },
  { changed: bool },
);

export const Problem = obj({ code: str, segment_id: nullable(uuid), message: str });

export const Job = obj(
  {
    id: uuid, type: JOB_TYPE, job_type: JOB_TYPE, status: oneOf('queued', 'running', 'done', 'failed', 'cancelled'),
    // docs/api-decisions.md: book_id is null on a model install (it belongs to no book); imports
    // read in stage `analyze`, model installs fetch in `download`.
    done: int, total: int, reused: int, credits_used: num, error: nullable(str), chapter_id: nullable(uuid), book_id: nullable(uuid),
    created_at: ts, started_at: nullable(ts), finished_at: nullable(ts), title: str, eta_s: num, took_s: optional(num),
    download_url: optional(url), stage: oneOf('queued', 'synth', 'encode', 'check', 'package', 'analyze', 'download', 'done'),
    bytes: nullable(int), bytes_total: nullable(int), cost_usd: isNull,
  },
  {
    ...textExtras('title'),
    format: optional(oneOf('m4b', 'zip', 'epub')),
    missing_chapters: optional(arrayOf(obj({ chapter_id: uuid, title: str }))),
    sound: optional(arrayOf(obj({ chapter_id: uuid, title: str, lufs: nullable(num), true_peak_db: nullable(num) }))),
  },
);

export const ChapterView = obj({
  chapter: Chapter, segments: arrayOf(Segment), units: arrayOf(Unit), problems: arrayOf(Problem), job: nullable(Job),
  timeline: arrayOf(TimelineItem), estimate_credits: num,
});

export const Voice = obj(
  {
    id: uuid, name: str, gender: GENDER, description: str, weight: num, emotions: bool, stress: bool, commercial_ok: bool,
    license: str, recommended: bool, sample_url: url, installed: bool,
  },
  { language: str, age: AGE, engine: str, working: bool, problem: str },
);

export const Pronunciation = obj(
  { id: uuid, word: str, replacement: str, book_id: nullable(uuid), source: str, verified: bool, note: str },
  { created_at: ts, exact: bool },
);

export const Series = obj({ id: uuid, title: str, no: nullable(num), total: int, volumes: arrayOf(SeriesRef) });

export const LedgerItem = obj(
  {
    type: oneOf('render', 'listen', 'grant'), what: str, book: str, book_id: nullable(uuid), chars: nullable(int), voice: str,
    audio_s: nullable(num), at: ts, credits: num, balance: num,
  },
  { id: uuid, ...textExtras('what') },
);

export const Ledger = obj({
  items: arrayOf(LedgerItem), more: bool, spent: num, given: num, left: nullable(num), unlimited: bool, reserved: num,
  books: arrayOf(obj({ id: uuid, title: str })),
});

export const Quote = obj({
  chapters: int, chars: int, credits: num, new_units: int, cached_units: int, render_s: num, not_ready: int, new_chars: int,
  heard: int, by: arrayOf(obj({ weight: num, chars: int, credits: num })), others: int, wait_s: num, ready_s: num,
  unlimited: bool, left: nullable(num), short: num,
});

export const Search = obj({
  q: str,
  // docs/api-decisions.md (search hits): `marks`, where the query is in `text`.
  hits: arrayOf(obj({ segment_id: uuid, chapter_id: uuid, chapter: str, chapter_no: int, line: int, text: str }, { marks: arrayOf(tuple(int, int)) })),
  total: int, chapters: int,
});

export const TtsUrl = obj(
  { audio_url: url, prepared: str, generated: bool, duration_s: num, expires_s: int },
  { credits: num },
);

/** decisions §5 */
export const Listen = obj({ audio_url: url, duration_s: num, generated: bool, credits: num });

/** decisions §6 */
export const Exports = obj({
  exports: arrayOf(obj({
    job_id: uuid, format: oneOf('m4b', 'zip', 'epub'), status: oneOf('queued', 'running', 'done', 'failed', 'cancelled'), created_at: ts,
    finished_at: nullable(ts), bytes: nullable(int), download_url: nullable(url), expires_s: nullable(int),
  })),
});

/** decisions §4: every error body is exactly `{detail, code}`. */
export const ErrorBody = obj({
  detail: is((v) => typeof v === 'string' || (typeof v === 'object' && v !== null), 'a sentence or an object'),
  code: is((v) => typeof v === 'string' && /^[a-z_]+$/.test(v), 'a short machine code'),
}, {
  // docs/api-decisions.md: "A refused value … which fields and why".
  fields: optional(arrayOf(obj({ field: str, problem: oneOf('required', 'empty', 'too_short', 'too_long', 'too_small', 'too_big', 'too_few', 'too_many', 'too_many_words', 'one_of', 'unknown_field', 'invalid') }, { limit: optional(num), values: optional(arrayOf(str)) }))),
});

/** The problems of `value` against `check`, as one readable list (empty when it conforms). */
export function conform(check: Check, value: unknown, name = '$'): string[] {
  return check(value, name);
}
