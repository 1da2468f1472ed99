// A book's cover chosen by the author (PUT) or taken away (DELETE). The image type is read from its
// first bytes, never from the file name; each cover gets a new file name, so a link to the old one
// never shows the new picture, and the old file is removed once the book points at the new one.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Auth, Deps } from '../deps.ts';
import type { Book } from '../../contract/books.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { sniffImage } from '../../domain/import/text/images.ts';
import { ApiError } from '../../errors.ts';
import { tx } from '../../storage/db.ts';
import { getBook, updateBook } from '../../storage/repositories/books.repo.ts';
import { writeFileAtomic } from '../../util/files.ts';
import { newId } from '../../util/ids.ts';
import { nowIso } from '../../util/time.ts';
import { ownBook } from '../ownership.ts';
import { bookCore } from './book-views.ts';

export const MAX_COVER_BYTES = 10 * 1024 * 1024;
const EXT: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' };

export function putCover(deps: Pick<Deps, 'config' | 'db' | 'files'>, auth: Auth, bookId: string, data: Buffer): Book {
  const book = ownBook(deps, auth, bookId);
  if (data.length > MAX_COVER_BYTES) throw new ApiError(400, ErrorCodes.tooLarge, 'The cover is larger than 10 MB.');
  const mime = sniffImage(data);
  if (!mime) throw new ApiError(400, ErrorCodes.badFile, 'The cover must be a JPEG, PNG, WebP or GIF image.');
  mkdirSync(deps.config.coversDir, { recursive: true });
  const path = join(deps.config.coversDir, `${book.id}-${newId().slice(0, 8)}.${EXT[mime]}`);
  writeFileAtomic(path, data);
  tx(deps.db, () => updateBook(deps.db, book.id, { cover_path: path, cover_mime: mime, updated_at: nowIso() }));
  if (book.cover_path && book.cover_path !== path) rmSync(book.cover_path, { force: true });
  return bookCore(deps, getBook(deps.db, book.id)!);
}

export function deleteCover(deps: Pick<Deps, 'db' | 'files'>, auth: Auth, bookId: string): Book {
  const book = ownBook(deps, auth, bookId);
  if (book.cover_path) {
    tx(deps.db, () => updateBook(deps.db, book.id, { cover_path: null, cover_mime: null, updated_at: nowIso() }));
    rmSync(book.cover_path, { force: true });
  }
  return bookCore(deps, getBook(deps.db, book.id)!);
}
