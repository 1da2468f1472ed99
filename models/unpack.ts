// Unpacking verified archives into a model folder. The archive's sha256 was checked before
// this runs, but the limits hold anyway: no links, no device files, no path outside the
// folder, a cap on entries and on unpacked bytes (zip bombs). tar.bz2 goes through the
// system's GNU tar (+ bzip2): its listing is checked first, then it extracts; zip through yauzl.
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { Entry } from 'yauzl';
import { UnpackError } from './errors.ts';
import { isSafeRelPath, safeJoin } from './paths.ts';

export interface UnpackLimits {
  /** Total bytes of all unpacked files. */
  maxBytes: number;
  maxEntries: number;
}

/** Generous for real models (bzip2 of ONNX weights unpacks ~1.2–3×), fatal for bombs. */
export function unpackLimits(archiveSize: number): UnpackLimits {
  return { maxBytes: Math.max(archiveSize * 20, 64 * 1024 * 1024), maxEntries: 10_000 };
}

function run(cmd: string, args: string[], signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { maxBuffer: 64 * 1024 * 1024, signal, env: { ...process.env, LC_ALL: 'C' } }, (err, stdout, stderr) => {
      if (signal?.aborted) reject(signal.reason);
      else if (err) reject(new UnpackError(`${cmd} ${args[0]} failed: ${stderr.trim() || err.message}`));
      else resolve(stdout);
    });
  });
}

// GNU tar -tv: "-rw-r--r-- user/group 12345 2024-09-18 12:00 path/to/file"
const TAR_LINE_RE = /^(\S)\S{9}\S*\s+\S+\s+(\S+)\s+\d{4}-\d{2}-\d{2}\s+\d{2}:\d{2}(?::\d{2})?\s(.*)$/;

/** Checks a tar listing against the limits; throws UnpackError naming the first bad member. */
export function checkTarListing(listing: string, limits: UnpackLimits): void {
  const lines = listing.split('\n').filter((l) => l.length > 0);
  if (lines.length > limits.maxEntries) throw new UnpackError(`The archive has ${lines.length} entries (limit ${limits.maxEntries}).`);
  let total = 0;
  for (const line of lines) {
    const m = TAR_LINE_RE.exec(line);
    if (!m) throw new UnpackError(`Unrecognised archive member: ${line}`);
    const [, type, sizeField, rawName] = m;
    if (type !== '-' && type !== 'd') throw new UnpackError(`The archive holds a link or special file, refused: ${rawName}`);
    if (!/^\d+$/.test(sizeField)) throw new UnpackError(`Unrecognised size in archive member: ${line}`);
    const name = rawName.replace(/^(\.\/)+/, '').replace(/\/+$/, '');
    if (name !== '' && name !== '.' && !isSafeRelPath(name)) throw new UnpackError(`Unsafe path in the archive, refused: ${rawName}`);
    total += Number(sizeField);
    if (total > limits.maxBytes) throw new UnpackError(`The archive unpacks to more than ${limits.maxBytes} bytes, refused.`);
  }
}

async function unpackTarBz2(archive: string, dest: string, limits: UnpackLimits, signal?: AbortSignal): Promise<void> {
  checkTarListing(await run('tar', ['-tvjf', archive], signal), limits);
  await run('tar', ['-xjf', archive, '-C', dest, '--no-same-owner', '--no-same-permissions', '--no-overwrite-dir'], signal);
}

const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

async function unpackZip(archive: string, dest: string, limits: UnpackLimits): Promise<void> {
  const zip = await yauzl.openPromise(archive, { lazyEntries: true, autoClose: true, validateEntrySizes: true });
  let count = 0;
  let total = 0;
  const handle = async (entry: Entry): Promise<void> => {
    count++;
    if (count > limits.maxEntries) throw new UnpackError(`The archive has more than ${limits.maxEntries} entries.`);
    const isDir = entry.fileName.endsWith('/');
    const mode = (entry.externalFileAttributes >>> 16) & S_IFMT;
    if (mode !== 0 && mode !== S_IFREG && mode !== S_IFDIR) throw new UnpackError(`The archive holds a link or special file, refused: ${entry.fileName}`);
    if (entry.isEncrypted()) throw new UnpackError(`Encrypted archive member, refused: ${entry.fileName}`);
    const name = entry.fileName.replace(/\/+$/, '');
    if (name === '') return;
    const target = safeJoin(dest, name);
    if (isDir) {
      await mkdir(target, { recursive: true });
      return;
    }
    total += entry.uncompressedSize;
    if (total > limits.maxBytes) throw new UnpackError(`The archive unpacks to more than ${limits.maxBytes} bytes, refused.`);
    await mkdir(dirname(target), { recursive: true });
    let seen = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        seen += chunk.byteLength;
        if (seen > entry.uncompressedSize) cb(new UnpackError(`Archive member larger than declared: ${entry.fileName}`));
        else cb(null, chunk);
      },
    });
    await pipeline(await zip.openReadStreamPromise(entry), counter, createWriteStream(target, { flags: 'wx' }));
  };
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: Entry) => {
      handle(entry).then(() => zip.readEntry(), (err: unknown) => {
        zip.close();
        reject(err instanceof Error ? err : new UnpackError(String(err)));
      });
    });
    zip.readEntry();
  });
}

/** After extraction: only regular files and folders, within the byte limit. */
async function checkTree(dir: string, limits: UnpackLimits): Promise<void> {
  let total = 0;
  const walk = async (d: string): Promise<void> => {
    for (const name of await readdir(d)) {
      const p = join(d, name);
      const st = await lstat(p);
      if (st.isDirectory()) await walk(p);
      else if (st.isFile()) {
        total += st.size;
        if (total > limits.maxBytes) throw new UnpackError(`The archive unpacks to more than ${limits.maxBytes} bytes, refused.`);
      } else throw new UnpackError(`The archive produced a link or special file, refused: ${name}`);
    }
  };
  await walk(dir);
}

/**
 * Unpacks `archive` into `dest` (which must exist). When the archive holds a single top folder
 * (the sherpa-onnx layout), its contents land directly in `dest`.
 */
export async function unpackArchive(
  kind: 'tar.bz2' | 'zip',
  archive: string,
  dest: string,
  limits: UnpackLimits,
  signal?: AbortSignal,
): Promise<void> {
  const work = join(dest, `.unpack-${process.pid}-${Date.now()}`);
  await mkdir(work);
  try {
    if (kind === 'tar.bz2') await unpackTarBz2(archive, work, limits, signal);
    else await unpackZip(archive, work, limits);
    await checkTree(work, limits);
    let root = work;
    const top = await readdir(work);
    if (top.length === 1 && (await lstat(join(work, top[0]))).isDirectory()) root = join(work, top[0]);
    for (const name of await readdir(root)) {
      const target = join(dest, name);
      const exists = await lstat(target).then(() => true, () => false);
      if (exists) throw new UnpackError(`The archive would overwrite "${name}" in the model folder.`);
      await rename(join(root, name), target);
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
