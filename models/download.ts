// One file over HTTP(S) into a `.part` file, resuming with a Range request when part of it is
// already there. Defensive against hostile or broken servers: redirects are followed by hand
// and only to http(s); every byte past `maxBytes` is refused; a stalled server times out.
import { open, stat, unlink } from 'node:fs/promises';
import { DownloadError } from './errors.ts';

export interface DownloadOptions {
  url: string;
  /** The partial file: appended to when the server honours Range, else rewritten. */
  dest: string;
  /** Never write more than this many bytes into dest. */
  maxBytes: number;
  /** When known, a partial of exactly this size is taken as complete (the hash decides). */
  expectedSize: number | null;
  signal?: AbortSignal;
  fetch?: typeof fetch;
  /** Called with the bytes now in dest. */
  onBytes?: (bytes: number) => void;
  /** Until the response headers arrive. */
  headersTimeoutMs?: number;
  /** Between two chunks of the body. */
  idleTimeoutMs?: number;
  maxRedirects?: number;
}

export interface DownloadResult {
  /** Bytes that were already in dest and kept (0 when downloaded from the start). */
  resumedFrom: number;
  bytes: number;
}

/** The server sent (or announced) more than maxBytes. dest has been deleted. */
export class OversizeError extends Error {
  override name = 'OversizeError';
  readonly limit: number;
  constructor(limit: number, detail: string) {
    super(`the server sent more than the expected ${limit} bytes (${detail})`);
    this.limit = limit;
  }
}

async function fileSize(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return 0;
  }
}

async function removeQuietly(path: string): Promise<void> {
  await unlink(path).catch(() => undefined);
}

const CONTENT_RANGE_RE = /^bytes (\d+)-(\d+)\/(\d+|\*)$/;

/** Fetch with manual redirects: each hop must stay on http(s). */
async function fetchFollowing(url: string, init: RequestInit, doFetch: typeof fetch, maxRedirects: number): Promise<Response> {
  let current = url;
  for (let hop = 0; ; hop++) {
    let protocol: string;
    try {
      protocol = new URL(current).protocol;
    } catch {
      throw new DownloadError(`Not a valid URL: ${current}`, { retryable: false });
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new DownloadError(`Refusing to download from ${protocol} URL ${current}`, { retryable: false });
    }
    const res = await doFetch(current, { ...init, redirect: 'manual' });
    if (res.status < 300 || res.status >= 400 || res.status === 304) return res;
    const location = res.headers.get('location');
    await res.body?.cancel().catch(() => undefined);
    if (!location) throw new DownloadError(`HTTP ${res.status} without Location from ${current}`, { retryable: false, status: res.status });
    if (hop >= maxRedirects) throw new DownloadError(`Too many redirects from ${url}`, { retryable: false });
    current = new URL(location, current).toString();
  }
}

/** Downloads (or resumes) one file. Throws DownloadError, OversizeError or the abort reason. */
export async function downloadFile(opts: DownloadOptions): Promise<DownloadResult> {
  const doFetch = opts.fetch ?? fetch;
  const headersTimeout = opts.headersTimeoutMs ?? 30_000;
  const idleTimeout = opts.idleTimeoutMs ?? 60_000;

  let start = await fileSize(opts.dest);
  if (start > opts.maxBytes || (opts.expectedSize != null && start > opts.expectedSize)) {
    await removeQuietly(opts.dest);
    start = 0;
  }
  if (start > 0 && opts.expectedSize != null && start === opts.expectedSize) {
    opts.onBytes?.(start);
    return { resumedFrom: start, bytes: start };
  }

  const timer = new AbortController();
  const signal = opts.signal ? AbortSignal.any([opts.signal, timer.signal]) : timer.signal;
  let timeout: NodeJS.Timeout | undefined;
  let timedOut = '';
  const arm = (ms: number, what: string) => {
    clearTimeout(timeout);
    timeout = setTimeout(() => {
      timedOut = what;
      timer.abort(new Error(what));
    }, ms);
  };

  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      arm(headersTimeout, `no answer from ${opts.url} within ${headersTimeout / 1000} s`);
      const headers: Record<string, string> = { 'accept-encoding': 'identity' };
      if (start > 0) headers.range = `bytes=${start}-`;
      const res = await fetchFollowing(opts.url, { headers, signal }, doFetch, opts.maxRedirects ?? 10);

      let append = false;
      if (res.status === 206 && start > 0) {
        const m = CONTENT_RANGE_RE.exec(res.headers.get('content-range') ?? '');
        if (m && Number(m[1]) === start) append = true;
        else {
          // A range we did not ask for: start over without Range.
          await res.body?.cancel().catch(() => undefined);
          await removeQuietly(opts.dest);
          start = 0;
          continue;
        }
      } else if (res.status === 416 && start > 0) {
        // The partial is not a prefix the server can continue: start over.
        await res.body?.cancel().catch(() => undefined);
        await removeQuietly(opts.dest);
        start = 0;
        continue;
      } else if (res.status !== 200) {
        await res.body?.cancel().catch(() => undefined);
        throw new DownloadError(`HTTP ${res.status} for ${opts.url}`, {
          retryable: res.status >= 500 || res.status === 408 || res.status === 429,
          status: res.status,
        });
      }
      if (!append) start = 0; // a plain 200 is the whole file: the server ignored Range

      const announced = Number(res.headers.get('content-length') ?? NaN);
      if (Number.isFinite(announced) && start + announced > opts.maxBytes) {
        await res.body?.cancel().catch(() => undefined);
        await removeQuietly(opts.dest);
        throw new OversizeError(opts.maxBytes, `Content-Length ${start + announced}`);
      }

      const fh = await open(opts.dest, append ? 'a' : 'w');
      let written = start;
      try {
        arm(idleTimeout, `the download from ${opts.url} stalled for ${idleTimeout / 1000} s`);
        if (res.body) {
          for await (const chunk of res.body) {
            if (written + chunk.byteLength > opts.maxBytes) {
              throw new OversizeError(opts.maxBytes, `more than ${opts.maxBytes} bytes arrived`);
            }
            await fh.write(chunk);
            written += chunk.byteLength;
            arm(idleTimeout, `the download from ${opts.url} stalled for ${idleTimeout / 1000} s`);
            opts.onBytes?.(written);
          }
        }
      } catch (err) {
        await fh.close();
        if (err instanceof OversizeError) {
          await removeQuietly(opts.dest);
          timer.abort(err); // drop the connection instead of draining the rest
        }
        throw err;
      }
      await fh.close();
      return { resumedFrom: start, bytes: written };
    }
    throw new DownloadError(`The server at ${opts.url} does not serve consistent byte ranges`, { retryable: true });
  } catch (err) {
    if (err instanceof OversizeError || err instanceof DownloadError) throw err;
    if (opts.signal?.aborted) throw opts.signal.reason;
    const host = hostOf(opts.url);
    if (timedOut) throw new DownloadError(timedOut, { retryable: true, cause: err, unreachable: timedOut.startsWith('no answer'), host });
    const detail = err instanceof Error ? (err.cause instanceof Error ? `${err.message}: ${err.cause.message}` : err.message) : String(err);
    // Connection refused, reset or dropped mid-body: the partial file stays for a resume.
    throw new DownloadError(`Download of ${opts.url} failed: ${detail}`, { retryable: true, cause: err, unreachable: unreachable(err), host });
  } finally {
    clearTimeout(timeout);
  }
}

// Errors that mean the source is out of reach (offline, no DNS, nothing listening), as opposed
// to a connection that broke half-way.
const UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN', 'UND_ERR_CONNECT_TIMEOUT']);

function unreachable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code && UNREACHABLE.has(code)) return true;
  }
  return false;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
