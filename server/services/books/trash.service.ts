// The trash: DELETE /books/{id} moves a book there (it leaves the list and answers 404 like a
// book that does not exist), it can be restored, and emptying it removes the book for good with
// its recordings, cover and exports. The ledger keeps its entries (with the book's title).
import { rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { AppContext } from '../../context.ts';
import type { Auth } from '../../api/route.ts';
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

function trashedDto(app: AppContext, b: BookRow): TrashedBook {
  return { ...bookCore(app, b), trashed_at: b.trashed_at! };
}

/** A book of the caller that is in the trash (any other is "not found"). */
function ownTrashed(app: AppContext, auth: Auth, bookId: string): BookRow {
  const b = getBook(app.db, bookId);
  if (!b || b.user_id !== auth.user.id || !b.trashed_at) throw notFound('book in the trash');
  return b;
}

/**
 * Moves a book to the trash. Its jobs in work are cancelled first (pieces already in synthesis
 * finish and are paid, as with DELETE /jobs): a deleted book must not go on spending.
 */
export async function trashBook(app: AppContext, auth: Auth, bookId: string): Promise<TrashedBook> {
  const book = ownBook(app.db, auth.user.id, bookId);
  for (const job of activeJobsOfBook(app.db, book.id)) await app.jobs.cancel(job.id);
  const now = nowIso();
  tx(app.db, () => updateBook(app.db, book.id, { trashed_at: now, updated_at: now }));
  return trashedDto(app, getBook(app.db, book.id)!);
}

export function listTrash(app: AppContext, auth: Auth): { books: TrashedBook[] } {
  return { books: listTrashedBooks(app.db, auth.user.id).map((b) => trashedDto(app, b)) };
}

export function restoreBook(app: AppContext, auth: Auth, bookId: string): Book {
  const book = ownTrashed(app, auth, bookId);
  tx(app.db, () => updateBook(app.db, book.id, { trashed_at: null, updated_at: nowIso() }));
  return bookCore(app, getBook(app.db, book.id)!);
}

/** Removes a trashed book for good: rows (cascade), chapter recordings, cover and export files. */
export function purgeBook(app: AppContext, auth: Auth, bookId: string): { deleted: true } {
  const book = ownTrashed(app, auth, bookId);
  // The import still writes into the book; removing it under the import would fail that midway.
  if (book.status === 'importing') throw conflict('The book is still being imported; remove it when the import has finished.');
  const chapterIds = listBookChapterIds(app.db, book.id);
  tx(app.db, () => deleteBook(app.db, book.id));
  const dataRoot = resolve(app.config.dataDir) + sep;
  const remove = (path: string) => {
    // Only ever delete inside the data folder.
    if (resolve(path).startsWith(dataRoot)) rmSync(path, { recursive: true, force: true });
  };
  for (const id of chapterIds) remove(join(app.config.audioDir, 'chapters', id));
  remove(join(app.config.exportsDir, book.id));
  if (book.cover_path) remove(book.cover_path);
  return { deleted: true };
}
