// POST /books/upload: a book file → a book. Small files are parsed and analysed before the
// answer (`ready`); big ones answer at once with `importing` and progress in `analysis`, then
// become `ready` or `failed` with a reason. The upload is kept until its import finished, so a
// studio stopped mid-import picks it up again on the next start.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Auth, Deps } from '../deps.ts';
import type { Book, Series } from '../../contract/books.ts';
import type { Character } from '../../contract/characters.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { detectFormat, ImportError } from '../../domain/import/index.ts';
import type { ParsedBook } from '../../domain/import/index.ts';
import { ApiError } from '../../errors.ts';
import { tx } from '../../storage/db.ts';
import { deleteBook, findBookBySource, getBook, listImportingBooks, updateBook } from '../../storage/repositories/books.repo.ts';
import type { BookRow } from '../../storage/rows.ts';
import { writeFileAtomic } from '../../util/files.ts';
import { nowIso } from '../../util/time.ts';
import { AnalysisError } from '../import/analysis.client.ts';
import { bookCore } from './book-views.ts';
import { carryVoices, findOrCreateSeries, nextVolumeNo, seriesDto } from './series.service.ts';
import { insertBookShell, storeAnalysis } from './store-book.ts';

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export interface UploadInput {
  data: Buffer;
  fileName: string;
  title?: string;
  copy: boolean;
}

export interface UploadResult {
  book: Book;
  series: Series | null;
  carried: Character[];
}

const uploadPath = (deps: Pick<Deps, 'config'>, bookId: string) => join(deps.config.dataDir, 'uploads', `${bookId}.bin`);

function importFailed(err: unknown): ApiError {
  if (err instanceof ImportError || (err instanceof AnalysisError && err.name === 'ImportError')) {
    return new ApiError(400, ErrorCodes.badFile, (err as Error).message);
  }
  return new ApiError(400, ErrorCodes.badFile, 'The file could not be imported.');
}

export async function uploadBook(deps: Pick<Deps, 'config' | 'log' | 'db' | 'bus' | 'files' | 'synth' | 'analysis'>, auth: Auth, input: UploadInput): Promise<UploadResult> {
  if (input.data.length === 0) throw new ApiError(400, ErrorCodes.badFile, 'The file is empty.');
  if (input.data.length > MAX_UPLOAD_BYTES) throw new ApiError(400, ErrorCodes.tooLarge, 'The file is larger than 20 MB.');
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
    extra: { source_name: input.fileName.slice(0, 500), source_sha256: sha256, source_format: format, analysis: JSON.stringify({ stage: 'split', done: 0, total: 1 }) },
  });
  writeFileAtomic(uploadPath(deps, shell.id), input.data);
  const sync = input.data.length <= deps.config.syncImportBytes;
  const work = runImport(deps, shell, input.data, input.title?.trim() || null, sync);
  if (sync) {
    try {
      return await work;
    } catch (err) {
      throw importFailed(err);
    }
  }
  work.catch(() => {
    // Recorded on the book (status failed, error) and announced as book.failed.
  });
  return { book: bookCore(deps, getBook(deps.db, shell.id)!), series: null, carried: [] };
}

/**
 * Parses, analyses and stores an uploaded file into its book shell. A synchronous import that fails
 * removes its shell (the caller gets a 400 and never saw the book); a background one keeps it as
 * `failed` with the reason, since the caller already holds its id.
 */
async function runImport(deps: Pick<Deps, 'config' | 'log' | 'db' | 'bus' | 'files' | 'synth' | 'analysis'>, shell: BookRow, data: Buffer, titleOverride: string | null, sync: boolean): Promise<UploadResult> {
  let lastProgress = 0;
  try {
    const { book: analyzed, parsed, paragraphs } = await deps.analysis.analyzeFile(data, shell.source_name ?? 'book', (stage, done, total) => {
      const now = Date.now();
      if (now - lastProgress < 250 && done < total) return;
      lastProgress = now;
      updateBook(deps.db, shell.id, { analysis: JSON.stringify({ stage, done, total }) });
      deps.bus.live(shell.user_id, 'book.updated', { book_id: shell.id });
    });
    const meta = (parsed as ParsedBook).meta;
    tx(deps.db, () =>
      updateBook(deps.db, shell.id, {
        title: titleOverride ?? meta.title, author: meta.author, annotation: meta.annotation, genre: meta.genres.join(', '),
        subtitle: meta.subtitle, analysis: JSON.stringify({ stage: 'voices', done: 0, total: 1 }),
      }),
    );
    const cover = (parsed as ParsedBook).cover;
    if (cover) {
      const ext = cover.mime.includes('png') ? 'png' : cover.mime.includes('gif') ? 'gif' : cover.mime.includes('webp') ? 'webp' : 'jpg';
      const path = join(deps.config.coversDir, `${shell.id}.${ext}`);
      mkdirSync(deps.config.coversDir, { recursive: true });
      writeFileSync(path, Buffer.from(cover.data));
      updateBook(deps.db, shell.id, { cover_path: path, cover_mime: cover.mime });
    }
    storeAnalysis(deps, getBook(deps.db, shell.id)!, analyzed, deps.synth.voices(), paragraphs);
    let series: Series | null = null;
    let carried: Character[] = [];
    if (meta.series) {
      const seriesId = tx(deps.db, () => findOrCreateSeries(deps, shell.user_id, meta.series!.title));
      const no = meta.series.no ?? nextVolumeNo(deps, seriesId, shell.id);
      tx(deps.db, () => updateBook(deps.db, shell.id, { series_id: seriesId, series_index: no, updated_at: nowIso() }));
      carried = carryVoices(deps, getBook(deps.db, shell.id)!);
      series = seriesDto(deps, seriesId, getBook(deps.db, shell.id)!);
    }
    rmSync(uploadPath(deps, shell.id), { force: true });
    deps.bus.emit(shell.user_id, 'book.ready', { book_id: shell.id });
    return { book: bookCore(deps, getBook(deps.db, shell.id)!), series, carried };
  } catch (err) {
    const message = err instanceof ImportError || (err instanceof AnalysisError && err.name === 'ImportError') ? (err as Error).message : 'The file could not be imported.';
    if (!(err instanceof ImportError) && !(err instanceof AnalysisError && err.name === 'ImportError')) {
      deps.log(`import of book ${shell.id} failed: ${err instanceof Error ? err.stack : String(err)}`);
    }
    rmSync(uploadPath(deps, shell.id), { force: true });
    if (sync) {
      tx(deps.db, () => deleteBook(deps.db, shell.id));
      throw err;
    }
    tx(deps.db, () => updateBook(deps.db, shell.id, { status: 'failed', import_error: message, analysis: null, updated_at: nowIso() }));
    deps.bus.emit(shell.user_id, 'book.failed', { book_id: shell.id, error: message });
    throw err;
  }
}

/** On boot: imports cut off by a stop start again from the kept upload (or fail if it is gone). */
export function resumeImports(deps: Pick<Deps, 'config' | 'log' | 'db' | 'bus' | 'files' | 'synth' | 'analysis'>): void {
  for (const book of listImportingBooks(deps.db)) {
    const path = uploadPath(deps, book.id);
    if (!existsSync(path)) {
      updateBook(deps.db, book.id, { status: 'failed', import_error: 'The import was interrupted and the file is gone; upload it again.', analysis: null });
      continue;
    }
    runImport(deps, book, readFileSync(path), null, false).catch(() => {
      // Recorded on the book.
    });
  }
}
