// Importing a big uploaded book (small ones are imported before POST /books/upload answers): the
// kept upload is parsed and analysed into its book shell. Progress is in the book's `analysis`
// and the job; the book becomes `ready`, or `failed` with the reason (also when the import is
// cancelled). A studio stopped mid-import resumes it at the next start from the kept upload.
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { failImport, importIntoShell, isImportError, uploadPath } from '../../services/books/import-book.ts';
import { getBook, listImportingBooks } from '../../storage/repositories/books.repo.ts';
import { activeJobsOfBook } from '../../storage/repositories/jobs.repo.ts';
import { defineJob } from '../define.ts';
import { JobAborted, JobFailure } from '../types.ts';

const GONE = 'The import was interrupted and the file is gone; upload it again.';

export const importJob = defineJob<'config' | 'synth' | 'analysis' | 'files'>()({
  type: 'import',
  payload: z.object({
    /** The title the uploader gave (else the file's own). */
    title: z.string().nullable().default(null),
  }),
  result: z.object({}),
  // Analysis runs in one worker thread: a second import would only wait there.
  concurrency: () => 1,

  async run({ deps, job, payload, signal, progress }) {
    const book = job.book_id ? getBook(deps.db, job.book_id) : undefined;
    if (!book) throw new JobFailure('The book no longer exists.');
    if (book.status !== 'importing') return;
    const path = uploadPath(deps, book.id);
    if (!existsSync(path)) {
      failImport(deps, book, GONE, 'upload_lost');
      throw new JobFailure(GONE);
    }
    progress({ stage: 'analyze', done: 0, total: 1 });
    try {
      await importIntoShell(deps, book, readFileSync(path), payload.title, { sync: false, signal, onProgress: (done, total) => progress({ done, total }) });
    } catch (err) {
      if (err instanceof JobAborted) throw err;
      // The book already says why (and the log has the stack of an unexpected failure).
      throw new JobFailure(isImportError(err) ? err.message : 'The file could not be imported.');
    }
  },

  // A book is read at roughly a million characters a minute on a slow machine; the upload's size is not kept, so: a minute.
  remaining: ({ job }) => (job.status === 'running' && job.total ? Math.max(1, Math.round(60 * (1 - job.done / job.total))) : 60),

  settle({ deps, job }) {
    const book = job.book_id ? getBook(deps.db, job.book_id) : undefined;
    if (job.status === 'cancelled' && book?.status === 'importing') failImport(deps, book, 'The import was cancelled.', 'cancelled');
  },

  recover(deps) {
    // Books a killed studio was importing with no import job (one imported before the answer, or a
    // job from before imports were jobs): a job from the kept upload, or failed when it is gone.
    for (const book of listImportingBooks(deps.db)) {
      if (activeJobsOfBook(deps.db, book.id).some((j) => j.type === 'import')) continue;
      if (!existsSync(uploadPath(deps, book.id))) {
        failImport(deps, book, GONE, 'upload_lost');
        continue;
      }
      deps.jobs.enqueue('import', { title: null }, { userId: book.user_id, keyId: null }, {
        title: { kind: 'job.import', params: { file: book.source_name ?? book.title } }, bookId: book.id, total: 1,
      });
    }
  },
});
