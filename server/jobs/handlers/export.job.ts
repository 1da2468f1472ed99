// Assembling a book file from its voiced chapters: m4b (chapters, tags, cover) or a zip of MP3s,
// with studio sound (EBU R128 loudness, room tone) or the engine's raw sound. Free.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { EXPORT_FORMATS } from '../../contract/enums.ts';
import { ChapterSound } from '../../contract/jobs.ts';
import { buildM4b, buildZip } from '../../engines/export/index.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import { listChapters } from '../../storage/repositories/chapters.repo.ts';
import { updateJob } from '../../storage/repositories/jobs.repo.ts';
import { exportMeta, safeFileName } from '../../services/export/export-meta.ts';
import { pruneOldExports } from '../../services/export/export-files.ts';
import { exportRemainingSeconds, recordExportSpeed } from '../../services/export/export-speed.ts';
import { jobView } from '../../services/jobs.service.ts';
import { defineJob } from '../define.ts';
import { JobAborted, JobFailure } from '../types.ts';

export const exportJob = defineJob<'config' | 'synth' | 'files'>()({
  type: 'export',
  payload: z.object({
    format: z.enum(EXPORT_FORMATS),
    /** The edition whose voiced chapters go into the file (the active one when it was queued). */
    edition_id: z.string(),
    /** Seconds of sound to assemble, for the estimate. */
    audio_s: z.number().default(0),
  }),
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
    const { format, edition_id } = payload;
    const book = getBook(deps.db, job.book_id!);
    if (!book) throw new JobFailure('The book no longer exists.');
    const chapters = listChapters(deps.db, edition_id).filter((c) => c.audio_path !== null);
    if (chapters.length === 0) throw new JobFailure('No chapter is voiced.');
    const dir = join(deps.config.exportsDir, book.id);
    const workDir = join(deps.config.exportsDir, '.work', job.id);
    mkdirSync(dir, { recursive: true });
    mkdirSync(workDir, { recursive: true });
    const out = join(dir, `${job.id}.${format}`);
    progress({ stage: 'encode', total: chapters.length, done: 0, bytes: 0 });
    const build = format === 'zip' ? buildZip : buildM4b;
    const sound = book.sound === 'raw' ? 'raw' : 'studio';
    const started = performance.now();
    try {
      const result = await build(
        chapters.map((c) => ({ title: c.title, path: c.audio_path! })),
        exportMeta(deps, book),
        out,
        {
          sound,
          signal,
          workDir,
          onProgress: (p) => progress({ stage: p.stage, bytes: p.bytes, bytes_total: p.bytesTotal, ...(p.chapter !== undefined ? { done: p.chapter } : {}) }),
        },
      );
      recordExportSpeed(deps, sound, result.durationS, (performance.now() - started) / 1000);
      progress({
        done: chapters.length, bytes: result.bytes, bytes_total: result.bytes,
        result: {
          path: out, format, file_name: safeFileName(book.title, format), duration_s: result.durationS,
          sound: chapters.map((c, i) => ({ chapter_id: c.id, title: c.title, lufs: result.sound[i]?.lufs ?? null, true_peak_db: result.sound[i]?.truePeakDb ?? null })),
        },
      });
    } catch (err) {
      rmSync(out, { force: true });
      if (signal.aborted) throw new JobAborted('cancelled');
      throw err;
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  },

  remaining: ({ deps, job, payload }) => (job.stage === 'done' ? 0 : exportRemainingSeconds(deps, job, payload().audio_s)),

  settle({ deps, job, payload }) {
    if (job.status === 'done' && job.book_id) pruneOldExports(deps, job.book_id, payload().format);
    if (job.status === 'done') deps.bus.emit(job.user_id, 'export.ready', { job: jobView(deps, job), book_id: job.book_id, chapter_id: null });
    else if (job.status === 'failed') deps.bus.emit(job.user_id, 'export.failed', { job: jobView(deps, job), book_id: job.book_id, chapter_id: null });
    if (job.status !== 'done') updateJob(deps.db, job.id, { bytes: null });
  },
});
