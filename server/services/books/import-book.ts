// Importing an uploaded file into its book shell: parse and analyse it (in the analysis worker),
// store metadata, cover, characters, chapters and lines, join its series. Used by POST
// /books/upload for small files (before the answer) and by the `import` job for big ones.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Book, Series } from '../../contract/books.ts';
import type { Character } from '../../contract/characters.ts';
import type { Lang } from '../../contract/texts.ts';
import { IMPORT_REASONS, type ImportFailure, type ImportReason } from '../../contract/enums.ts';
import { ImportError, type ParsedBook } from '../../domain/import/index.ts';
import { JobAborted } from '../../jobs/types.ts';
import { tx } from '../../storage/db.ts';
import { deleteBook, getBook, updateBook } from '../../storage/repositories/books.repo.ts';
import type { BookRow } from '../../storage/rows.ts';
import { nowIso } from '../../util/time.ts';
import type { Deps } from '../deps.ts';
import { AnalysisError } from '../import/analysis.client.ts';
import { bookCore } from './book-views.ts';
import { carryVoices, findOrCreateSeries, nextVolumeNo, seriesDto } from './series.service.ts';
import { storeAnalysis } from './store-book.ts';

export interface ImportResult {
  book: Book;
  series: Series | null;
  carried: Character[];
}

export interface ImportMode {
  /**
   * Before the answer: a failure removes the shell (the caller gets a 400 and never saw the book).
   * Otherwise (a job) the book is kept as `failed` with the reason, since the caller holds its id.
   */
  sync: boolean;
  /** The language a carried cast's default names are answered in: the uploader's; null (a job, read later by anyone) as stored. */
  lang?: Lang | null;
  /** The job's signal: the import stops writing and throws JobAborted. */
  signal?: AbortSignal;
  /** The job's progress, besides the book's `analysis`. */
  onProgress?: (done: number, total: number) => void;
}

type ImportDeps = Pick<Deps, 'config' | 'log' | 'db' | 'bus' | 'files' | 'synth' | 'analysis'>;

/** Where an upload waits until its import finished (so a stopped studio picks the import up again). */
export const uploadPath = (deps: Pick<Deps, 'config'>, bookId: string): string => join(deps.config.dataDir, 'uploads', `${bookId}.bin`);

export const isImportError = (err: unknown): err is Error =>
  err instanceof ImportError || (err instanceof AnalysisError && err.name === 'ImportError');

/** Why the file was refused, when it was (also across the analysis worker). */
export function importReason(err: unknown): ImportReason | undefined {
  const code = isImportError(err) ? (err as { code?: unknown }).code : undefined;
  return (IMPORT_REASONS as readonly unknown[]).includes(code) ? (code as ImportReason) : undefined;
}

/** Resolves with `p`, or rejects with JobAborted as soon as `signal` aborts (the work goes on unobserved). */
function abortable<T>(p: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return p;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new JobAborted('cancelled'));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    p.then(
      (v) => { signal.removeEventListener('abort', onAbort); resolve(v); },
      (e: unknown) => { signal.removeEventListener('abort', onAbort); reject(e as Error); },
    );
  });
}

/** Marks a book's import failed (kept, with the reason) and says so to the user's streams and webhooks. */
export function failImport(deps: Pick<Deps, 'config' | 'db' | 'bus'>, book: BookRow, message: string, reason: ImportFailure): void {
  rmSync(uploadPath(deps, book.id), { force: true });
  tx(deps.db, () => updateBook(deps.db, book.id, { status: 'failed', import_error: message, import_error_reason: reason, analysis: null, updated_at: nowIso() }));
  deps.bus.emit(book.user_id, 'book.failed', { book_id: book.id, error: message });
}

export async function importIntoShell(deps: ImportDeps, shell: BookRow, data: Buffer, titleOverride: string | null, mode: ImportMode): Promise<ImportResult> {
  let lastProgress = 0;
  try {
    const analysis = deps.analysis.analyzeFile(data, shell.source_name ?? 'book', (stage, done, total) => {
      const now = Date.now();
      if (now - lastProgress < 250 && done < total) return;
      lastProgress = now;
      updateBook(deps.db, shell.id, { analysis: JSON.stringify({ stage, done, total }) });
      deps.bus.live(shell.user_id, 'book.updated', { book_id: shell.id });
      mode.onProgress?.(done, total);
    });
    const { book: analyzed, parsed, paragraphs } = await abortable(analysis, mode.signal);
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
      carried = carryVoices(deps, getBook(deps.db, shell.id)!, mode.lang ?? null);
      series = seriesDto(deps, seriesId, getBook(deps.db, shell.id)!);
    }
    rmSync(uploadPath(deps, shell.id), { force: true });
    deps.bus.emit(shell.user_id, 'book.ready', { book_id: shell.id });
    return { book: bookCore(deps, getBook(deps.db, shell.id)!), series, carried };
  } catch (err) {
    // Stopped (cancel or shutdown): nothing more is written; the job decides what the book becomes.
    if (err instanceof JobAborted) throw err;
    if (!isImportError(err)) deps.log(`import of book ${shell.id} failed: ${err instanceof Error ? err.stack : String(err)}`);
    if (mode.sync) {
      rmSync(uploadPath(deps, shell.id), { force: true });
      tx(deps.db, () => deleteBook(deps.db, shell.id));
    } else {
      failImport(deps, shell, isImportError(err) ? err.message : 'The file could not be imported.', importReason(err) ?? 'internal');
    }
    throw err;
  }
}
