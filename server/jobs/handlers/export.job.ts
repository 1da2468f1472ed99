// Assembling a book file from its voiced chapters: m4b (chapters, tags, cover) or a zip of MP3s,
// with studio sound (EBU R128 loudness, room tone) or the engine's raw sound. Free.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { AppContext } from '../../context.ts';
import type { ExportFormat } from '../../contract/enums.ts';
import { buildM4b, buildZip } from '../../engines/export/index.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import { listChapters } from '../../storage/repositories/chapters.repo.ts';
import { updateJob } from '../../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../../storage/rows.ts';
import { exportMeta, safeFileName } from '../../services/export/export-meta.ts';
import { pruneOldExports } from '../../services/export/export-files.ts';
import { recordExportSpeed } from '../../services/export/export-speed.ts';
import { jobView } from '../../services/jobs.service.ts';
import { JobAborted, JobFailure, type JobHandler } from '../types.ts';

export const exportJob: JobHandler = {
  async run({ app, job, signal, progress }) {
    const { format, edition_id } = JSON.parse(job.payload) as { format: ExportFormat; edition_id: string };
    const book = getBook(app.db, job.book_id!);
    if (!book) throw new JobFailure('The book no longer exists.');
    const chapters = listChapters(app.db, edition_id).filter((c) => c.audio_path !== null);
    if (chapters.length === 0) throw new JobFailure('No chapter is voiced.');
    const dir = join(app.config.exportsDir, book.id);
    const workDir = join(app.config.exportsDir, '.work', job.id);
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
        exportMeta(app, book),
        out,
        {
          sound,
          signal,
          workDir,
          onProgress: (p) => progress({ stage: p.stage, bytes: p.bytes, bytes_total: p.bytesTotal, ...(p.chapter !== undefined ? { done: p.chapter } : {}) }),
        },
      );
      recordExportSpeed(app.db, sound, result.durationS, (performance.now() - started) / 1000);
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

  settle(app: AppContext, job: JobRow) {
    if (job.status === 'done' && job.book_id) {
      pruneOldExports(app, job.book_id, (JSON.parse(job.payload) as { format: ExportFormat }).format);
    }
    if (job.status === 'done') app.bus.emit(job.user_id, 'export.ready', { job: jobView(app, job), book_id: job.book_id, chapter_id: null });
    else if (job.status === 'failed') app.bus.emit(job.user_id, 'export.failed', { job: jobView(app, job), book_id: job.book_id, chapter_id: null });
    if (job.status !== 'done') updateJob(app.db, job.id, { bytes: null });
  },
};
