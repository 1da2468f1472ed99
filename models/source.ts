// Where each file comes from: its own URL, or a mirror (a folder or an http(s) base URL) at
// `<mirror>/<file.mirrorPath ?? entry.id + '/' + file.name>`, or a local copy the author
// points at (`from`: a file, or a folder holding the files, laid out as a mirror or not).
// Offline sites and tests point the manager at a mirror; nothing falls back to the internet
// when a mirror or a local copy is given. Every file is still checked against its sha256.
import { createReadStream, statSync } from 'node:fs';
import { open, stat, unlink } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DownloadError, LocalSourceError } from './errors.ts';
import { OversizeError } from './download.ts';
import { safeJoin } from './paths.ts';
import type { CatalogEntry, ModelFile } from './types.ts';

export type FileSource = { kind: 'url'; url: string } | { kind: 'path'; path: string };

/**
 * The mirror in effect: the one given (the studio passes GLAVA_MODELS_MIRROR from server/config.ts,
 * the CLI its --mirror), or none when it is missing or blank.
 */
export function effectiveMirror(option: string | undefined): string | undefined {
  return option && option.trim() !== '' ? option.trim() : undefined;
}

export function mirrorRelPath(entry: CatalogEntry, file: ModelFile): string {
  return file.mirrorPath ?? `${entry.id}/${file.name}`;
}

const isFile = (p: string) => statSync(p, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The local copy of one file of a model under `from`: `from` itself when it is that file (or the
 * model has a single file), else `<folder>/<mirror path>`, `<folder>/<name>`, `<folder>/<id>/<name>`
 * or the file's own name in the folder, where the folder is `from` or, for a file, its folder.
 */
export function findLocalFile(entry: CatalogEntry, file: ModelFile, from: string): string {
  const root = resolve(from);
  const st = statSync(root, { throwIfNoEntry: false });
  if (!st) throw new LocalSourceError(root, file.name, `No such file or folder: ${root}`);
  if (st.isFile() && (basename(root) === basename(file.name) || entry.files.length === 1)) return root;
  const folder = st.isFile() ? dirname(root) : root;
  const candidates = [mirrorRelPath(entry, file), file.name, `${entry.id}/${file.name}`, basename(file.name)];
  for (const rel of candidates) {
    let path: string;
    try {
      path = safeJoin(folder, rel);
    } catch {
      continue;
    }
    if (isFile(path)) return path;
  }
  throw new LocalSourceError(root, file.name, `${file.name} (of ${entry.id}) is not in ${folder}`);
}

export function resolveSource(entry: CatalogEntry, file: ModelFile, mirror: string | undefined, from?: string): FileSource {
  if (from) return { kind: 'path', path: findLocalFile(entry, file, from) };
  if (!mirror) return { kind: 'url', url: file.url };
  const rel = mirrorRelPath(entry, file);
  if (/^https?:\/\//i.test(mirror)) {
    const base = mirror.replace(/\/+$/, '');
    return { kind: 'url', url: `${base}/${rel.split('/').map(encodeURIComponent).join('/')}` };
  }
  const folder = mirror.startsWith('file:') ? fileURLToPath(mirror) : resolve(mirror);
  return { kind: 'path', path: safeJoin(folder, rel) };
}

/** Copies a mirror file into the partial file, refusing anything over maxBytes. */
export async function copyCapped(
  src: string,
  dest: string,
  maxBytes: number,
  onBytes?: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  let size: number;
  try {
    const st = await stat(src);
    if (!st.isFile()) throw new Error('not a file');
    size = st.size;
  } catch (err) {
    throw new DownloadError(`Not in the mirror: ${src} (${(err as Error).message})`, { retryable: false, cause: err });
  }
  if (size > maxBytes) throw new OversizeError(maxBytes, `the mirror file has ${size} bytes`);
  const fh = await open(dest, 'w');
  let written = 0;
  try {
    for await (const chunk of createReadStream(src, { highWaterMark: 1 << 20, signal })) {
      const buf = chunk as Buffer;
      if (written + buf.byteLength > maxBytes) throw new OversizeError(maxBytes, 'the mirror file grew while copying');
      await fh.write(buf);
      written += buf.byteLength;
      onBytes?.(written);
    }
  } catch (err) {
    await fh.close();
    await unlink(dest).catch(() => undefined);
    if (signal?.aborted) throw signal.reason;
    throw err;
  }
  await fh.close();
}
