import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { CHECK_STATUSES } from './enums.ts';
import { Job } from './jobs.ts';

export const CheckItem = z
  .object({
    key: z.string(),
    segment_ids: z.array(Uuid),
    t0: z.number(),
    /** End of the piece in the recording, seconds. */
    t1: z.number(),
    text: z.string(),
    /** `accepted` when the user accepted the piece by ear despite the remarks. */
    status: z.enum(CHECK_STATUSES),
    accepted: z.boolean(),
    /** 0..1: share of the text heard as written. */
    score: z.number(),
    heard: z.string(),
    missing: z.array(z.string()),
    wrong: z.array(z.string()),
    extra: z.array(z.string()),
    /** [op, expected, heard]; op is `ok`, `near` (sounds alike), `wrong`, `missing` or `extra`. */
    ops: z.array(z.tuple([z.string(), z.string(), z.string()])),
    /** Why the piece could not be checked (status `error`), else null. */
    error: z.string().nullable(),
    /** Why the piece is not ok, in a sentence (any status), else null. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'CheckItem' });
export type CheckItem = z.infer<typeof CheckItem>;

export const CheckCounts = z.object({
  ok: z.number().int(),
  warn: z.number().int(),
  bad: z.number().int(),
  error: z.number().int(),
  unchecked: z.number().int(),
  accepted: z.number().int(),
});

export const CheckReport = z
  .object({
    job: Job.nullable(),
    total: z.number().int(),
    checked: z.number().int(),
    counts: CheckCounts,
    items: z.array(CheckItem),
    /** A recognizer for the book's language is installed. */
    installed: z.boolean(),
    /** Pieces that sound wrong or could not be checked (bad + error). */
    problems: z.number().int(),
    /** Pieces with minor remarks (warn). */
    minor: z.number().int(),
    /** Completeness: characters of text voiced in the recording vs characters of the chapter's voiced lines. */
    voiced_chars: z.number().int(),
    chapter_chars: z.number().int(),
    /** Pieces re-voiced automatically (free, with a new take of their lines) after a `bad` verdict in the last check. */
    revoiced: z.number().int(),
    /** Those pieces as they were: their key, lines and why they were bad. */
    revoiced_pieces: z.array(z.object({ key: z.string(), segment_ids: z.array(Uuid), text: z.string(), reason: z.string().nullable() })),
    /** Why bad pieces were left as they are (e.g. `the chapter changed after voicing`), null when they were re-voiced or there were none. */
    revoice_skipped: z.string().nullable(),
    /** Which recognizer made the report (e.g. `pocketsphinx-en-us`, `asr-ru-zipformer-small`), null when none. */
    recognizer: z.string().nullable(),
    /** Lines that should be voiced but are not in the recording (edited or added after voicing). */
    missing_segment_ids: z.array(Uuid),
    /** When the stored report was made (null: never checked). */
    checked_at: Timestamp.nullable(),
  })
  .meta({ id: 'CheckReport' });
export type CheckReport = z.infer<typeof CheckReport>;

export const AcceptBody = z.strictObject({ keys: z.array(z.string().min(1)).min(1).max(10_000) }).meta({ id: 'AcceptPieces' });
