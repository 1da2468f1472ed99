// POST /books/upload: a book file → a book. Small files are parsed and analysed before the
// answer (`ready`); big ones answer at once with `importing` and an `import` job, with progress in
// the book's `analysis` and the job, then become `ready` or `failed` with a reason. The upload is
// kept until its import finished, so a studio stopped mid-import resumes the job at the next start.
import { createHash } from 'node:crypto';
import type { Auth, Deps } from '../deps.ts';
import { namesLang } from '../default-names.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { detectFormat } from '../../domain/import/index.ts';
import { ApiError } from '../../errors.ts';
import { tx } from '../../storage/db.ts';
import { findBookBySource, getBook } from '../../storage/repositories/books.repo.ts';
import { writeFileAtomic } from '../../util/files.ts';
import { bookCore } from './book-views.ts';
import { importIntoShell, importReason, isImportError, uploadPath, type ImportResult } from './import-book.ts';
import { insertBookShell } from './store-book.ts';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface UploadInput {
  data: Buffer;
  fileName: string;
  title?: string;
  copy: boolean;
}

function importFailed(err: unknown): ApiError {
  return new ApiError(400, ErrorCodes.badFile, isImportError(err) ? err.message : 'The file could not be imported.', {}, importReason(err));
}

export async function uploadBook(
  deps: Pick<Deps, 'config' | 'log' | 'db' | 'bus' | 'jobs' | 'files' | 'synth' | 'analysis'>, auth: Auth, input: UploadInput,
): Promise<ImportResult> {
  if (input.data.length === 0) throw new ApiError(400, ErrorCodes.badFile, 'The file is empty.', {}, 'empty_file');
  if (input.data.length > MAX_UPLOAD_BYTES) throw new ApiError(400, ErrorCodes.tooLarge, 'The file is larger than 20 MB.', {}, 'too_large');
  let format: string;
  try {
    format = detectFormat(input.fileName, input.data.subarray(0, 4096));
  } catch (err) {
    throw importFailed(err);
  }
  const sha256 = createHash('sha256').update(input.data).digest('hex');
  if (!input.copy) {
    const dup = findBookBySource(deps.db, auth.user.id, sha256);
    if (dup) throw new ApiError(409, ErrorCodes.duplicate, { duplicate: bookCore(deps, dup) });
  }
  const shell = insertBookShell(deps, {
    userId: auth.user.id, title: input.title?.trim() || input.fileName.replace(/^.*[\\/]/, ''), author: '', language: '', status: 'importing',
    extra: { source_name: input.fileName.slice(0, 500), source_sha256: sha256, source_format: format, analysis: JSON.stringify({ stage: 'read', done: 0, total: 2 }) },
  });
  writeFileAtomic(uploadPath(deps, shell.id), input.data);
  const title = input.title?.trim() || null;
  if (input.data.length <= deps.config.syncImportBytes) {
    try {
      return await importIntoShell(deps, shell, input.data, title, { sync: true, lang: namesLang(auth) });
    } catch (err) {
      throw importFailed(err);
    }
  }
  tx(deps.db, () =>
    deps.jobs.enqueue('import', { title }, { userId: auth.user.id, keyId: auth.key.id }, {
      title: { kind: 'job.import', params: { file: shell.source_name ?? shell.title } }, bookId: shell.id, total: 1,
    }),
  );
  return { book: bookCore(deps, getBook(deps.db, shell.id)!), series: null, carried: [] };
}
