// POST /books/{id}/export and GET /books/{id}/exports: assembling the voiced chapters into an m4b
// or a zip of MP3s, as a free job; the file is fetched by a signed download link.
import type { Auth, Deps } from '../deps.ts';
import type { Job } from '../../contract/jobs.ts';
import type { ExportFormat } from '../../contract/enums.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { ApiError } from '../../errors.ts';
import { tx } from '../../storage/db.ts';
import { listChapters } from '../../storage/repositories/chapters.repo.ts';
import { listBookJobs } from '../../storage/repositories/jobs.repo.ts';
import { LINK_TTL_S } from '../../files/signer.ts';
import { ownBook } from '../ownership.ts';
import { jobView } from '../jobs.service.ts';

export function voicedChapters(deps: Pick<Deps, 'db'>, editionId: string) {
  return listChapters(deps.db, editionId).filter((c) => c.audio_path !== null);
}

export function queueExport(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth'>, auth: Auth, bookId: string, format: ExportFormat): Job {
  const book = ownBook(deps, auth, bookId);
  const chapters = voicedChapters(deps, book.active_edition_id!);
  if (chapters.length === 0) throw new ApiError(400, ErrorCodes.nothingVoiced, 'No chapter of this book is voiced yet: voice at least one chapter first.');
  const audioS = chapters.reduce((a, c) => a + (c.duration_s ?? 0), 0);
  const job = tx(deps.db, () =>
    deps.jobs.enqueue('export', { format, edition_id: book.active_edition_id!, audio_s: audioS }, { userId: auth.user.id, keyId: auth.key.id }, {
      title: { kind: 'job.export', params: { book: book.title, format } }, bookId: book.id, total: chapters.length, bytes: 0,
    }),
  );
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
