// POST /books/{id}/export and GET /books/{id}/exports: packaging the voiced chapters into an m4b,
// a zip of MP3s or a read-along EPUB, as a free job; the file is fetched by a signed download link.
// A request for the same book state and format while such an export is queued or running gets
// that job (no duplicate work). A partly voiced book exports; the job names the missing chapters.
import { createHash } from 'node:crypto';
import type { Auth, Deps } from '../deps.ts';
import type { Job } from '../../contract/jobs.ts';
import type { ExportFormat } from '../../contract/enums.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { ApiError } from '../../errors.ts';
import { tx } from '../../storage/db.ts';
import { listBookJobs } from '../../storage/repositories/jobs.repo.ts';
import type { BookRow, ChapterRow } from '../../storage/rows.ts';
import { LINK_TTL_S } from '../../files/signer.ts';
import { ownBook } from '../ownership.ts';
import { jobView } from '../jobs.service.ts';
import { bookSound, exportChapters, readyChapter } from './export-chapters.ts';
import { exportMeta } from './export-meta.ts';

/** What an export of `format` would contain now: its recordings, sound mode and tags. */
function exportState(deps: Pick<Deps, 'db' | 'synth'>, book: BookRow, format: ExportFormat, voiced: ChapterRow[]): string {
  const state = {
    format, edition: book.active_edition_id, sound: bookSound(book), meta: exportMeta(deps, book, voiced),
    chapters: voiced.map((c) => [c.id, c.title, c.audio_path, c.rendered_at]),
  };
  return createHash('sha256').update(JSON.stringify(state)).digest('hex');
}

export function queueExport(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth'>, auth: Auth, bookId: string, format: ExportFormat): Job {
  const book = ownBook(deps, auth, bookId);
  const { voiced, missing } = exportChapters(deps, book.active_edition_id!);
  if (voiced.length === 0) throw new ApiError(400, ErrorCodes.nothingVoiced, 'No chapter of this book is voiced yet: voice at least one chapter first.');
  const state = exportState(deps, book, format, voiced);
  const mode = bookSound(book);
  const seconds = (cs: ChapterRow[]) => cs.reduce((a, c) => a + (c.duration_s ?? 0), 0);
  const toMake = voiced.filter((c) => !readyChapter(c, mode));
  const job = tx(deps.db, () => {
    // The same export already queued or running (a double click, a retrying script): that job.
    const same = listBookJobs(deps.db, book.id, 'export').find(
      (j) => (j.status === 'queued' || j.status === 'running') && deps.jobs.payloadOf(j, 'export')?.state === state,
    );
    if (same) return same;
    return deps.jobs.enqueue('export', {
      format, edition_id: book.active_edition_id!, audio_s: seconds(voiced), final_audio_s: seconds(toMake), state, missing,
    }, { userId: auth.user.id, keyId: auth.key.id }, {
      title: { kind: 'job.export', params: { book: book.title, format } }, bookId: book.id, total: voiced.length, bytes: 0,
    });
  });
  return jobView(deps, job, auth.lang);
}

export function listExports(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth'>, auth: Auth, bookId: string) {
  const book = ownBook(deps, auth, bookId);
  return {
    exports: listBookJobs(deps.db, book.id, 'export').map((j) => {
      // Older exports' files are removed (KEEP_EXPORTS per format): no link to a missing file.
      const view = jobView(deps, j, auth.lang);
      return {
        job_id: j.id,
        format: deps.jobs.payloadOf(j, 'export')!.format,
        status: j.status,
        created_at: j.created_at,
        finished_at: j.finished_at,
        bytes: j.status === 'done' ? j.bytes : null,
        download_url: view.download_url ?? null,
        expires_s: view.download_url ? LINK_TTL_S : null,
      };
    }),
  };
}
