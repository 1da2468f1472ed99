// The trash: DELETE /books/{id} moves a book there (it leaves the list and answers 404 like a
// book that does not exist), it can be restored, and emptying it removes the book for good with
// its recordings, cover and exports. The ledger keeps its entries (with the book's title).
import { rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { Auth, Deps } from '../deps.ts';
import type { Book } from '../../contract/books.ts';
import { tx } from '../../storage/db.ts';
import { deleteBook, getBook, listTrashedBooks, updateBook } from '../../storage/repositories/books.repo.ts';
import { listBookChapterIds } from '../../storage/repositories/chapters.repo.ts';
import { activeJobsOfBook } from '../../storage/repositories/jobs.repo.ts';
import type { BookRow } from '../../storage/rows.ts';
import { conflict, notFound } from '../../errors.ts';
import { nowIso } from '../../util/time.ts';
import { ownBook } from '../ownership.ts';
import { bookCore } from './book-views.ts';

export type TrashedBook = Book & { trashed_at: string };

function trashedDto(deps: Pick<Deps, 'db' | 'files'>, b: BookRow): TrashedBook {
  return { ...bookCore(deps, b), trashed_at: b.trashed_at! };
}

/** A book of the caller that is in the trash (any other is "not found"). */
function ownTrashed(deps: Pick<Deps, 'db'>, auth: Auth, bookId: string): BookRow {
  const b = getBook(deps.db, bookId);
  if (!b || b.user_id !== auth.user.id || !b.trashed_at) throw notFound('book in the trash');
  return b;
}

/**
 * Moves a book to the trash. Its jobs in work are cancelled first (pieces already in synthesis
 * finish and are paid, as with DELETE /jobs): a deleted book must not go on spending. An import
 * goes on (it spends nothing): the book is restored or purged once it is there.
 */
export async function trashBook(deps: Pick<Deps, 'db' | 'jobs' | 'files'>, auth: Auth, bookId: string): Promise<TrashedBook> {
  const book = ownBook(deps, auth, bookId);
  for (const job of activeJobsOfBook(deps.db, book.id)) if (job.type !== 'import') await deps.jobs.cancel(job.id);
  const now = nowIso();
  tx(deps.db, () => updateBook(deps.db, book.id, { trashed_at: now, updated_at: now }));
  return trashedDto(deps, getBook(deps.db, book.id)!);
}

export function listTrash(deps: Pick<Deps, 'db' | 'files'>, auth: Auth): { books: TrashedBook[] } {
  return { books: listTrashedBooks(deps.db, auth.user.id).map((b) => trashedDto(deps, b)) };
}

export function restoreBook(deps: Pick<Deps, 'db' | 'files'>, auth: Auth, bookId: string): Book {
  const book = ownTrashed(deps, auth, bookId);
  tx(deps.db, () => updateBook(deps.db, book.id, { trashed_at: null, updated_at: nowIso() }));
  return bookCore(deps, getBook(deps.db, book.id)!);
}

/** Removes a trashed book for good: rows (cascade), chapter recordings, cover and export files. */
export function purgeBook(deps: Pick<Deps, 'config' | 'db'>, auth: Auth, bookId: string): { deleted: true } {
  const book = ownTrashed(deps, auth, bookId);
  // The import still writes into the book; removing it under the import would fail that midway.
  if (book.status === 'importing') throw conflict('The book is still being imported; remove it when the import has finished.');
  const chapterIds = listBookChapterIds(deps.db, book.id);
  tx(deps.db, () => deleteBook(deps.db, book.id));
  const dataRoot = resolve(deps.config.dataDir) + sep;
  const remove = (path: string) => {
    // Only ever delete inside the data folder.
    if (resolve(path).startsWith(dataRoot)) rmSync(path, { recursive: true, force: true });
  };
  for (const id of chapterIds) remove(join(deps.config.audioDir, 'chapters', id));
  remove(join(deps.config.exportsDir, book.id));
  if (book.cover_path) remove(book.cover_path);
  return { deleted: true };
}
