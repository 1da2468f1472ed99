// POST /books/{id}/export and GET /books/{id}/exports: assembling the voiced chapters into an m4b
// or a zip of MP3s, as a free job; the file is fetched by a signed download link.
import type { AppContext } from '../../context.ts';
import type { Auth } from '../../api/route.ts';
import type { Job } from '../../contract/jobs.ts';
import type { ExportFormat } from '../../contract/enums.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { ApiError } from '../../errors.ts';
import { tx } from '../../storage/db.ts';
import { listChapters } from '../../storage/repositories/chapters.repo.ts';
import { getJob, insertJob, listBookJobs } from '../../storage/repositories/jobs.repo.ts';
import { newId } from '../../util/ids.ts';
import { nowIso } from '../../util/time.ts';
import { LINK_TTL_S } from '../../files/signer.ts';
import { ownBook } from '../ownership.ts';
import { jobView } from '../jobs.service.ts';

export function voicedChapters(app: AppContext, editionId: string) {
  return listChapters(app.db, editionId).filter((c) => c.audio_path !== null);
}

export function queueExport(app: AppContext, auth: Auth, bookId: string, format: ExportFormat): Job {
  const book = ownBook(app.db, auth.user.id, bookId);
  const chapters = voicedChapters(app, book.active_edition_id!);
  if (chapters.length === 0) throw new ApiError(400, ErrorCodes.nothingVoiced, 'No chapter of this book is voiced yet: voice at least one chapter first.');
  const id = newId();
  tx(app.db, () =>
    insertJob(app.db, {
      id, user_id: auth.user.id, key_id: auth.key.id, type: 'export', status: 'queued', stage: 'queued', book_id: book.id, chapter_id: null,
      title: `Экспорт: ${book.title} (${format})`, payload: JSON.stringify({ format, edition_id: book.active_edition_id, audio_s: chapters.reduce((a, c) => a + (c.duration_s ?? 0), 0) }), result: '{}',
      done: 0, total: chapters.length, reused: 0, quoted_milli: 0, credits_used_milli: 0, bytes: 0, bytes_total: null, error: null,
      idempotency_key: null, attempts: 0, cancel_requested: 0, created_at: nowIso(), started_at: null, finished_at: null,
    }),
  );
  app.jobs.kick();
  return jobView(app, getJob(app.db, id)!);
}

export function listExports(app: AppContext, auth: Auth, bookId: string) {
  const book = ownBook(app.db, auth.user.id, bookId);
  return {
    exports: listBookJobs(app.db, book.id, 'export').map((j) => {
      // Older exports' files are removed (KEEP_EXPORTS per format): no link to a missing file.
      const view = jobView(app, j);
      return {
        job_id: j.id,
        format: (JSON.parse(j.payload) as { format: ExportFormat }).format,
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
