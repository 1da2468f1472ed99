// Assembling a book file from its voiced chapters (services/export/export-run.ts): an m4b by stream
// copy, a zip of tagged MP3s, or a read-along EPUB. Free.
import { z } from 'zod';
import { EXPORT_FORMATS } from '../../contract/enums.ts';
import { ChapterSound } from '../../contract/jobs.ts';
import { updateJob } from '../../storage/repositories/jobs.repo.ts';
import { pruneOldExports } from '../../services/export/export-files.ts';
import { runExport } from '../../services/export/export-run.ts';
import { exportRemainingSeconds } from '../../services/export/export-speed.ts';
import { jobView } from '../../services/jobs.service.ts';
import { defineJob } from '../define.ts';
import { JobAborted } from '../types.ts';

export const ExportPayload = z.object({
  format: z.enum(EXPORT_FORMATS),
  /** The edition whose voiced chapters go into the file (the active one when it was queued). */
  edition_id: z.string(),
  /** Seconds of sound to package, for the estimate. */
  audio_s: z.number().default(0),
  /** Seconds of it whose sound must still be made final (chapters voiced before, or in the other sound mode). */
  final_audio_s: z.number().default(0),
  /** What the export is of (services/export/export.service.ts): a request for the same state gets this job. */
  state: z.string().optional(),
  /** Chapters without a recording when queued: left out of the file. */
  missing: z.array(z.object({ chapter_id: z.string(), title: z.string() })).default([]),
});

export const exportJob = defineJob<'config' | 'synth' | 'files'>()({
  type: 'export',
  payload: ExportPayload,
  result: z.object({
    /** The finished file (kept until pruned: KEEP_EXPORTS per format). */
    path: z.string().optional(),
    format: z.enum(EXPORT_FORMATS).optional(),
    file_name: z.string().optional(),
    duration_s: z.number().optional(),
    sound: z.array(ChapterSound).optional(),
  }),
  concurrency: () => 1,

  async run({ deps, job, payload, signal, progress }) {
    try {
      await runExport(deps, job, payload, signal, progress);
    } catch (err) {
      if (signal.aborted) throw new JobAborted('cancelled');
      throw err;
    }
  },

  remaining: ({ deps, job, payload }) => (job.stage === 'done' ? 0 : exportRemainingSeconds(deps, job, payload())),

  settle({ deps, job, payload }) {
    if (job.status === 'done' && job.book_id) pruneOldExports(deps, job.book_id, payload().format);
    if (job.status === 'done') deps.bus.emit(job.user_id, 'export.ready', { job: jobView(deps, job), book_id: job.book_id, chapter_id: null });
    else if (job.status === 'failed') deps.bus.emit(job.user_id, 'export.failed', { job: jobView(deps, job), book_id: job.book_id, chapter_id: null });
    if (job.status !== 'done') updateJob(deps.db, job.id, { bytes: null });
  },
});
