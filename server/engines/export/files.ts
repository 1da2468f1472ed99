// Byte plumbing for packaging: copying runs of frames from a chapter file into the book file,
// and moving a finished file into place in one step.
import { copyFileSync, renameSync, rmSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { ExportOptions } from './types.ts';
import { writeZip, type ZipSource } from './zip-writer.ts';

const CHUNK = 1 << 20;

/**
 * Copies the frames (`offsets`, `sizes`) of `src` into `dst` at `at`, coalescing frames that lie
 * one after another (ffmpeg writes them so) into large reads. Returns the position after them.
 */
export async function copyRange(
  src: string, offsets: ArrayLike<number>, sizes: ArrayLike<number>, dst: FileHandle, at: number,
  opts: { signal?: AbortSignal; onBytes?: (position: number) => void } = {},
): Promise<number> {
  const fh = await open(src, 'r');
  const buf = Buffer.alloc(CHUNK);
  try {
    for (let k = 0; k < sizes.length; ) {
      // One run of contiguous frames.
      const start = offsets[k]!;
      let end = start + sizes[k]!;
      let j = k + 1;
      while (j < sizes.length && offsets[j] === end) end += sizes[j++]!;
      for (let pos = start; pos < end; ) {
        if (opts.signal?.aborted) throw new Error('aborted');
        const n = Math.min(CHUNK, end - pos);
        const { bytesRead } = await fh.read(buf, 0, n, pos);
        if (bytesRead !== n) throw new Error(`${src.split(/[\\/]/).pop()} ended early.`);
        await dst.write(buf, 0, n, at);
        at += n;
        pos += n;
        opts.onBytes?.(at);
      }
      k = j;
    }
  } finally {
    await fh.close();
  }
  return at;
}

/** Moves the finished file into place in one step, so `out` is never seen half-written. */
export function moveIntoPlace(tmp: string, out: string): void {
  try {
    renameSync(tmp, out);
  } catch {
    // Another file system (EXDEV): copy beside the target, then rename there.
    const near = `${out}.part`;
    try {
      copyFileSync(tmp, near);
      renameSync(near, out);
    } finally {
      rmSync(near, { force: true });
    }
  }
}

/**
 * Writes a zip-packaged export (the zip of MP3s, the EPUB) in the work folder, reporting the
 * package stage about every MB, and moves it into place only when it is whole. Returns its size.
 */
export async function packageZip(name: string, entries: ZipSource[], out: string, opts: ExportOptions): Promise<number> {
  const tmp = join(opts.workDir, name);
  let last = -Infinity;
  const bytes = await writeZip(tmp, entries, {
    signal: opts.signal,
    onBytes: (n, total) => {
      if (n - last < 1 << 20 && n < total) return;
      last = n;
      opts.onProgress({ stage: 'package', bytes: n, bytesTotal: total });
    },
  });
  if (opts.signal.aborted) throw new Error('aborted');
  moveIntoPlace(tmp, out);
  return bytes;
}
