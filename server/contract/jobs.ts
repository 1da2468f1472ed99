import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { JOB_STAGES, JOB_STATUSES, JOB_TYPES } from './enums.ts';
import { TextKindSchema, TextParamsSchema } from './texts.ts';

export const ChapterSound = z.object({
  chapter_id: Uuid,
  title: z.string(),
  /** Integrated loudness, LUFS, of the exported chapter. */
  lufs: z.number().nullable(),
  /** True peak, dBTP. */
  true_peak_db: z.number().nullable(),
});

export const Job = z
  .object({
    id: Uuid,
    type: z.enum(JOB_TYPES),
    job_type: z.enum(JOB_TYPES),
    status: z.enum(JOB_STATUSES),
    stage: z.enum(JOB_STAGES),
    done: z.number().int(),
    total: z.number().int(),
    reused: z.number().int(),
    credits_used: z.number(),
    error: z.string().nullable(),
    chapter_id: Uuid.nullable(),
    /** Null on jobs that belong to no book (`model_install`). */
    book_id: Uuid.nullable(),
    created_at: Timestamp,
    started_at: Timestamp.nullable(),
    finished_at: Timestamp.nullable(),
    /** In the request's language (Accept-Language `ru`/`en`; default `ru`). */
    title: z.string(),
    /** The title as a text kind and parameters, for clients that render texts themselves (null on older jobs). */
    title_kind: TextKindSchema.nullable(),
    title_params: TextParamsSchema.nullable(),
    eta_s: z.number(),
    took_s: z.number().optional(),
    download_url: z.string().optional(),
    bytes: z.number().int().nullable(),
    bytes_total: z.number().int().nullable(),
    cost_usd: z.null(),
    /** Export jobs: measured loudness and peak of each exported chapter. */
    sound: z.array(ChapterSound).optional(),
    format: z.string().optional(),
    /** Export jobs: chapters without a recording, left out of the file (empty when the whole book is voiced). */
    missing_chapters: z.array(z.object({ chapter_id: Uuid, title: z.string() })).optional(),
  })
  .meta({ id: 'Job' });
export type Job = z.infer<typeof Job>;

export const JobResponse = z.object({ job: Job }).meta({ id: 'JobResponse' });
