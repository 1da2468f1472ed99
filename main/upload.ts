// "Open book…", a file dropped on the dock icon or double-clicked in the file manager: each file is
// uploaded through the API (POST /books/upload) like the studio page would, so the import, its
// progress and the duplicate check are the server's usual ones.
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { GlavaApiError, type GlavaClient } from '../client/index.ts';
import { isBookFile } from './open-files.ts';

/** POST /books/upload refuses more; checked first so a huge file is never read into memory. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

export type UploadOutcome =
  | { path: string; status: 'uploaded'; bookId: string; title: string }
  | { path: string; status: 'duplicate'; bookId: string; title: string }
  | { path: string; status: 'failed'; message: string };

export async function uploadBook(client: GlavaClient, path: string): Promise<UploadOutcome> {
  const name = basename(path);
  if (!isBookFile(path)) return { path, status: 'failed', message: `${name}: the studio reads txt, docx, fb2, fb2.zip and epub files.` };
  try {
    const info = await stat(path);
    if (!info.isFile()) return { path, status: 'failed', message: `${name} is not a file.` };
    if (info.size === 0) return { path, status: 'failed', message: `${name} is empty.` };
    if (info.size > MAX_UPLOAD_BYTES) return { path, status: 'failed', message: `${name} is larger than 20 MB.` };
  } catch (e) {
    return { path, status: 'failed', message: `${name} cannot be read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}` };
  }
  try {
    const { book } = await client.uploadFile(path);
    return { path, status: 'uploaded', bookId: book.id, title: book.title };
  } catch (e) {
    if (e instanceof GlavaApiError && e.status === 409 && e.code === 'duplicate') {
      const dup = (e.detail as { duplicate?: { id?: string; title?: string } }).duplicate;
      if (dup?.id) return { path, status: 'duplicate', bookId: dup.id, title: dup.title ?? name };
    }
    const message = e instanceof GlavaApiError && typeof e.detail === 'string' ? e.detail : (e as Error).message;
    return { path, status: 'failed', message: `${name}: ${message}` };
  }
}

/** Uploads one after another (the import itself runs in the background on the server). */
export async function uploadBooks(client: GlavaClient, paths: readonly string[]): Promise<UploadOutcome[]> {
  const out: UploadOutcome[] = [];
  for (const p of paths) out.push(await uploadBook(client, p));
  return out;
}
