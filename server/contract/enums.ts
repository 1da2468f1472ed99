// Closed vocabularies of the v1 API (voicing-api.md, decisions.md). Shared by server and renderer.
import { z } from 'zod';

/** The spec's 11 emotions, exactly as written. */
export const EMOTIONS = [
  'Нейтрально', 'Радостно', 'Воодушевлённо', 'Нежно', 'Спокойно', 'Грустно',
  'Серьёзно', 'Напряжённо', 'Сердито', 'Испуганно', 'Удивлённо',
] as const;
export type Emotion = (typeof EMOTIONS)[number];
export const Emotion = z.enum(EMOTIONS);
export const NEUTRAL: Emotion = 'Нейтрально';

export const LINE_KINDS = ['speech', 'narration', 'thought'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
export const LineKind = z.enum(LINE_KINDS);

/** Stage text of a play: a remark inside a replica («(тихо)»), a direction between replicas. */
export const STAGE_KINDS = ['remark', 'direction'] as const;
export type StageKind = (typeof STAGE_KINDS)[number];
/** What the narrator does with stage text of one kind: read it, or skip it (not voiced, not paid). */
/**
 * What the rules based a line's speaker on, coarsely: the author's words naming the speaker, a
 * description, a pronoun or an action in them; the same speech going on; the turn-taking of a
 * dialogue; the narration or the call around the line; or a guess. Kept with the line, so a speaker
 * fixed by hand can carry to the turns that were only counted from it (domain/book/carry-fix.ts).
 */
export const SPEAKER_BASES = ['named', 'described', 'pronoun', 'action', 'continues', 'turns', 'context', 'guess'] as const;
export type SpeakerBasis = (typeof SPEAKER_BASES)[number];

export const STAGE_MODES = ['narrator', 'skip'] as const;
export type StageMode = (typeof STAGE_MODES)[number];

export const GENDERS = ['m', 'f', ''] as const;
export type Gender = (typeof GENDERS)[number];
export const AGES = ['child', 'young', 'adult', 'old', ''] as const;
export type Age = (typeof AGES)[number];

export const INTONATIONS = ['question', 'exclaim', 'statement', 'trail'] as const;
export type Intonation = (typeof INTONATIONS)[number];
export const TEMPOS = ['slow', 'fast'] as const;
export type Tempo = (typeof TEMPOS)[number];
export const VOLUMES = ['whisper', 'soft', 'loud'] as const;
export type Volume = (typeof VOLUMES)[number];

/** How a line is delivered, beyond its emotion. All optional. */
export interface DeliveryStyle {
  intonation?: Intonation;
  tempo?: Tempo;
  volume?: Volume;
}

export const SCOPES = ['read', 'voice', 'full'] as const;
export type Scope = (typeof SCOPES)[number];
/** Endpoint access labels of the spec. */
export type AccessLabel = 'read' | 'voicing' | 'all';

export const CHAPTER_STATUSES = ['draft', 'queued', 'rendering', 'ready', 'failed'] as const;
export type ChapterStatus = (typeof CHAPTER_STATUSES)[number];
export const BOOK_STATUSES = ['importing', 'ready', 'failed'] as const;
export type BookStatus = (typeof BOOK_STATUSES)[number];
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
/** Public job type names (never rename one); server/jobs/registry.ts defines each. */
export const JOB_TYPES = ['render', 'export', 'check', 'import', 'model_install'] as const;
export type JobType = (typeof JOB_TYPES)[number];
/** `analyze`: an import reading the book; `download`: a model install fetching its files. */
export const JOB_STAGES = ['queued', 'synth', 'encode', 'check', 'package', 'analyze', 'download', 'done'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

export const THOUGHTS_MODES = ['hero', 'narrator'] as const;
export const SOUND_MODES = ['studio', 'raw'] as const;
export const CHECK_MODES = ['auto', 'off'] as const;
export const READING_MODES = ['roles', 'solo'] as const;
export const AGE_RATINGS = ['0+', '6+', '12+', '16+', '18+', ''] as const;
/** Why a book file was refused (`reason` of an upload's 400, `error_reason` of a failed import). */
export const IMPORT_REASONS = [
  'empty_file', 'too_large', 'no_text', 'bad_format', 'zip_bomb', 'unsafe_path', 'xml_entities', 'xml_too_deep', 'bad_encoding',
  'unsupported_format',
] as const;
export type ImportReason = (typeof IMPORT_REASONS)[number];
/** Why a background import failed: the file's reason, or it was cancelled, its upload was lost, or it tripped (`internal`). */
export const IMPORT_FAILURES = [...IMPORT_REASONS, 'cancelled', 'upload_lost', 'internal'] as const;
export type ImportFailure = (typeof IMPORT_FAILURES)[number];
export const EXPORT_FORMATS = ['m4b', 'zip', 'epub'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CHECK_STATUSES = ['ok', 'warn', 'bad', 'error', 'unchecked', 'accepted'] as const;
export type CheckStatus = (typeof CHECK_STATUSES)[number];

export const EVENT_NAMES = [
  'chapter.voiced', 'chapter.failed', 'export.ready', 'export.failed', 'check.done', 'book.ready', 'book.failed',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];
