import { z } from 'zod';
import { Uuid } from './common.ts';
import { CHECK_STATUSES } from './enums.ts';
import { Job } from './jobs.ts';

export const CheckItem = z
  .object({
    key: z.string(),
    segment_ids: z.array(Uuid),
    t0: z.number(),
    text: z.string(),
    status: z.enum(CHECK_STATUSES),
    accepted: z.boolean(),
    score: z.number(),
    heard: z.string(),
    missing: z.array(z.string()),
    wrong: z.array(z.string()),
    extra: z.array(z.string()),
    ops: z.array(z.tuple([z.string(), z.string(), z.string()])),
    error: z.string().nullable(),
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
    /** Pieces re-voiced automatically after a `bad` verdict in this check. */
    revoiced: z.number().int(),
    recognizer: z.string().nullable(),
  })
  .meta({ id: 'CheckReport' });
export type CheckReport = z.infer<typeof CheckReport>;

export const AcceptBody = z.strictObject({ keys: z.array(z.string().min(1)).min(1).max(10_000) }).meta({ id: 'AcceptPieces' });
