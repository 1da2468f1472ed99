// One catalog file into its partial file, verified: transfer (download with resume, or copy
// from a folder mirror) with retries on network failures, then the size and sha256 checks.
// A file that fails a check is deleted, so the next attempt starts clean.
import { stat, unlink } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { InstalledFile } from './discovery.ts';
import { downloadFile, OversizeError } from './download.ts';
import { ChecksumMismatchError, DownloadError, SizeMismatchError } from './errors.ts';
import { sha256File } from './hash.ts';
import { copyCapped, resolveSource } from './source.ts';
import type { CatalogEntry, ModelFile } from './types.ts';

/** Slack over the catalog size before a transfer is cut off (the size check fails it anyway). */
export const SIZE_MARGIN = 64 * 1024;
/** Cap for files whose size the publisher does not give. */
export const UNKNOWN_SIZE_CAP = 4 * 1024 * 1024 * 1024;

export interface FileJob {
  entry: CatalogEntry;
  file: ModelFile;
  /** `<modelsDir>/.partial/<id>/<name>.part` */
  partPath: string;
  mirror: string | undefined;
  /** A local copy (file or folder) to take the file from instead of the URL or mirror. */
  from?: string;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  onBytes: (bytes: number) => void;
  /** Transfer attempts on retryable network failures (each resumes the partial file). */
  attempts: number;
  retryDelayMs: number;
  headersTimeoutMs?: number;
  idleTimeoutMs?: number;
}

export function fileCap(file: ModelFile): number {
  return file.size != null ? file.size + SIZE_MARGIN : UNKNOWN_SIZE_CAP;
}

/** Transfers with retries; returns how many bytes were kept from an earlier partial file. */
async function transfer(job: FileJob): Promise<number> {
  const { entry, file } = job;
  const source = resolveSource(entry, file, job.mirror, job.from);
  const cap = fileCap(file);
  for (let attempt = 1; ; attempt++) {
    try {
      if (source.kind === 'path') {
        await copyCapped(source.path, job.partPath, cap, job.onBytes, job.signal);
        return 0;
      }
      const result = await downloadFile({
        url: source.url,
        dest: job.partPath,
        maxBytes: cap,
        expectedSize: file.size,
        signal: job.signal,
        fetch: job.fetch,
        onBytes: job.onBytes,
        headersTimeoutMs: job.headersTimeoutMs,
        idleTimeoutMs: job.idleTimeoutMs,
      });
      return result.resumedFrom;
    } catch (err) {
      if (err instanceof OversizeError) {
        await unlink(job.partPath).catch(() => undefined);
        throw new SizeMismatchError(entry.id, file.name, err.message);
      }
      const retry = err instanceof DownloadError && err.retryable && attempt < job.attempts && !job.signal?.aborted;
      if (!retry) throw err;
      await sleep(job.retryDelayMs * attempt, undefined, { signal: job.signal });
    }
  }
}

/** Obtains and verifies one file; the verified bytes are left at job.partPath. */
export async function obtainVerifiedFile(job: FileJob): Promise<InstalledFile> {
  const { entry, file } = job;
  let freshRetryUsed = false;
  for (;;) {
    const resumedFrom = await transfer(job);
    const size = (await stat(job.partPath)).size;
    let failure: Error | null = null;
    let actualSha = '';
    if (file.size != null && size !== file.size) {
      failure = new SizeMismatchError(entry.id, file.name, `expected ${file.size} bytes, got ${size}`);
    } else {
      actualSha = await sha256File(job.partPath, job.signal);
      if (file.sha256 != null && actualSha !== file.sha256) {
        failure = new ChecksumMismatchError(entry.id, file.name, file.sha256, actualSha);
      }
    }
    if (!failure) return { name: file.name, sha256: actualSha, size, verified: file.sha256 != null };
    await unlink(job.partPath).catch(() => undefined);
    // A stale partial from an earlier run may be what spoiled it: one more try from byte 0.
    if (resumedFrom > 0 && !freshRetryUsed) {
      freshRetryUsed = true;
      continue;
    }
    throw failure;
  }
}
