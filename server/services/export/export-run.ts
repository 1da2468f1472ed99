// Running an export job: the chapters' final sound (made now only for chapters voiced before
// sound was made final at render time, or in the other sound mode), then the packaging by format.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import type { ChapterSound } from '../../contract/jobs.ts';
import { buildM4b, buildZip, type ExportChapter, type ExportResult } from '../../engines/export/index.ts';
import { removeRecording } from '../../engines/export/chapter-final.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import type { JobRow } from '../../storage/rows.ts';
import type { JobProgress } from '../../jobs/define.ts';
import type { ExportPayload } from '../../jobs/handlers/export.job.ts';
import { JobFailure, type JobDeps, type RunnerOwn } from '../../jobs/types.ts';
import { bookSound, exportChapters, makeChapterFinal, readyChapter } from './export-chapters.ts';
import { buildEpubFor } from './export-epub.ts';
import { exportMeta, safeFileName } from './export-meta.ts';
import { recordExportSpeed, recordFinalSpeed } from './export-speed.ts';

type ChapterSoundRow = z.output<typeof ChapterSound>;
type Result = { path?: string; format?: z.output<typeof ExportPayload>['format']; file_name?: string; duration_s?: number };

export async function runExport(
  deps: Pick<JobDeps, 'config' | 'synth' | 'files'> & RunnerOwn, job: JobRow, payload: z.output<typeof ExportPayload>, signal: AbortSignal,
  progress: (p: JobProgress<Result & { sound?: ChapterSoundRow[] }>) => void,
): Promise<void> {
  const { format } = payload;
  const book = getBook(deps.db, job.book_id!);
  if (!book) throw new JobFailure('The book no longer exists.');
  const { voiced } = exportChapters(deps, payload.edition_id);
  if (voiced.length === 0) throw new JobFailure('No chapter is voiced.');
  const dir = join(deps.config.exportsDir, book.id);
  const workDir = join(deps.config.exportsDir, '.work', job.id);
  mkdirSync(dir, { recursive: true });
  mkdirSync(workDir, { recursive: true });
  const out = join(dir, `${job.id}.${format}`);
  const mode = bookSound(book);
  const orphans: string[] = [];
  try {
    const chapters: Array<ExportChapter | null> = voiced.map((c) => readyChapter(c, mode));
    let ready = chapters.filter(Boolean).length;
    progress({ stage: ready < voiced.length ? 'encode' : 'package', total: voiced.length, done: ready, bytes: 0, bytes_total: null });
    const finalStarted = performance.now();
    let finalAudioS = 0;
    for (const [k, c] of voiced.entries()) {
      if (chapters[k]) continue;
      if (signal.aborted) throw new Error('aborted');
      const made = await makeChapterFinal(deps, book, job.user_id, c, mode, workDir, signal);
      chapters[k] = made.chapter;
      if (made.orphan) orphans.push(made.chapter.mp3);
      finalAudioS += made.chapter.final.samples / made.chapter.final.sampleRate;
      progress({ done: ++ready });
    }
    recordFinalSpeed(deps, finalAudioS, (performance.now() - finalStarted) / 1000);
    const packageStarted = performance.now();
    const finals = chapters as ExportChapter[];
    const meta = exportMeta(deps, book, voiced);
    const opts = {
      signal, workDir,
      onProgress: (p: { stage: 'encode' | 'package'; bytes: number; bytesTotal: number | null }) => progress({ stage: p.stage, bytes: p.bytes, bytes_total: p.bytesTotal }),
    };
    let result: ExportResult;
    if (format === 'zip') result = await buildZip(finals, meta, out, opts);
    else if (format === 'epub') result = await buildEpubFor(deps, book, voiced, finals, meta, out, opts);
    else result = await buildM4b(finals, meta, out, opts);
    recordExportSpeed(deps, result.bytes, (performance.now() - packageStarted) / 1000);
    progress({
      done: voiced.length, bytes: result.bytes, bytes_total: result.bytes,
      result: {
        path: out, format, file_name: safeFileName(book.title, format), duration_s: result.durationS,
        sound: voiced.map((c, i) => ({ chapter_id: c.id, title: c.title, lufs: result.sound[i]?.lufs ?? null, true_peak_db: result.sound[i]?.truePeakDb ?? null })),
      },
    });
  } catch (err) {
    rmSync(out, { force: true });
    throw err;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    for (const mp3 of orphans) removeRecording(mp3);
  }
}
