// glava-studio/client — a typed client of the studio's API for scripts. Every endpoint is a
// generated method (client/api.gen.ts, from GET /api/openapi.json); this file adds what a script
// voicing a book needs around them: the event stream, waiting for a job or an import, uploading a
// file from disk and downloading a finished file.
//
//   const glava = new GlavaClient({ url: 'http://127.0.0.1:7433', key: process.env.GLAVA_KEY! });
//   const { book } = await glava.postBooks({ title: 'Нос', text });
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { GeneratedApi, type BookDetail, type Job, type UploadResponse } from './api.gen.ts';
import { GlavaApiError, HttpTransport, toError, type RequestOptions } from './transport.ts';
import { readSse, SseParser } from './sse.ts';

export * from './api.gen.ts';
export { GlavaApiError, siteUrlOf, type RequestOptions } from './transport.ts';
export { SseParser, type SseMessage } from './sse.ts';
export { parseWebhook, verifyWebhook, webhookSignature, type WebhookEvent } from './webhooks.ts';

export const DEFAULT_URL = 'http://127.0.0.1:7433';

export interface ClientOptions {
  /** The studio's address; default `$GLAVA_URL` or http://127.0.0.1:7433. `…/api/v1` is accepted too. */
  url?: string;
  /** An API key: `glava keys add …` or the studio's Account → API keys. */
  key: string;
  fetch?: typeof fetch;
  /** Retries when the key's rate limit answers 429 (waiting Retry-After); default 3. */
  rateLimitRetries?: number;
}

/** One message of GET /events: a named event (with `seq`) or live state (`job.updated`, `book.updated`). */
export interface StudioEvent {
  /** The event's sequence number for Last-Event-ID; null for live state messages. */
  seq: number | null;
  id: string;
  event: string;
  created_at: string;
  data: Record<string, unknown>;
}

export interface EventStream extends AsyncIterable<StudioEvent> {
  close(): void;
}

export interface WaitOptions {
  signal?: AbortSignal;
  /** Give up after this many milliseconds (default: wait as long as it takes). */
  timeoutMs?: number;
}

const TERMINAL_JOB = new Set(['done', 'failed', 'cancelled']);
const MAX_RECONNECTS = 20;

function linkedSignal(signal: AbortSignal | undefined, timeoutMs: number | undefined): AbortController {
  const ctrl = new AbortController();
  if (signal) {
    if (signal.aborted) ctrl.abort(signal.reason);
    else signal.addEventListener('abort', () => ctrl.abort(signal.reason), { once: true });
  }
  if (timeoutMs !== undefined) {
    const t = setTimeout(() => ctrl.abort(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
    ctrl.signal.addEventListener('abort', () => clearTimeout(t), { once: true });
  }
  return ctrl;
}

function parseEvent(m: { id: string | null; event: string; data: string }): StudioEvent | null {
  try {
    const body = JSON.parse(m.data) as { id?: string; event?: string; created_at?: string; data?: Record<string, unknown> };
    return { seq: m.id === null ? null : Number(m.id), id: body.id ?? '', event: body.event ?? m.event, created_at: body.created_at ?? '', data: body.data ?? {} };
  } catch {
    return null;
  }
}

export class GlavaClient extends GeneratedApi {
  /** `http://127.0.0.1:7433` */
  readonly siteUrl: string;
  /** `http://127.0.0.1:7433/api/v1` */
  readonly apiBase: string;
  private readonly http: HttpTransport;
  private readonly fetchFn: typeof fetch;

  constructor(opts: ClientOptions) {
    const http = new HttpTransport({ url: opts.url ?? process.env.GLAVA_URL ?? DEFAULT_URL, key: opts.key, fetch: opts.fetch, rateLimitRetries: opts.rateLimitRetries });
    super(http);
    this.http = http;
    this.fetchFn = opts.fetch ?? globalThis.fetch.bind(globalThis);
    this.siteUrl = http.siteUrl;
    this.apiBase = `${http.siteUrl}/api/v1`;
  }

  /**
   * Opens GET /events and resolves once the server accepted the stream, so nothing that happens
   * after this call is missed. `since` replays named events after that sequence number. The
   * stream reconnects by itself (with Last-Event-ID) if the studio restarts.
   */
  async subscribe(opts: { since?: number; signal?: AbortSignal } = {}): Promise<EventStream> {
    const ctrl = linkedSignal(opts.signal, undefined);
    const parser = new SseParser();
    if (opts.since !== undefined) parser.lastId = String(opts.since);
    const connect = async (): Promise<Response> => {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (parser.lastId !== null) headers['last-event-id'] = parser.lastId;
      return this.getEvents({}, { signal: ctrl.signal, headers });
    };
    let first: Response | null = await connect();
    const iterate = async function* (): AsyncGenerator<StudioEvent> {
      let failures = 0;
      while (!ctrl.signal.aborted) {
        try {
          const res: Response = first ?? await connect();
          first = null;
          failures = 0;
          for await (const m of readSse(res.body!, parser)) {
            const e = parseEvent(m);
            if (e) yield e;
          }
        } catch (e) {
          if (ctrl.signal.aborted) return;
          // A refused key will not get better by retrying.
          if (e instanceof GlavaApiError && e.status < 500 && e.status !== 429) throw e;
          if (++failures > MAX_RECONNECTS) throw e;
        }
        if (ctrl.signal.aborted) return;
        await new Promise((r) => setTimeout(r, Math.min(parser.retryMs ?? 1000, 10_000) * Math.min(failures + 1, 10)));
      }
    };
    const gen = iterate();
    return {
      [Symbol.asyncIterator]: () => gen,
      close: () => ctrl.abort(new Error('closed')),
    };
  }

  /**
   * Waits until a job is done, failed or cancelled, following GET /events (no polling), and returns
   * it as GET /jobs/{id} shows it then (an export's `download_url` included). `onProgress` sees
   * every update.
   */
  async waitForJob(jobId: string, opts: WaitOptions & { onProgress?: (job: Job) => void } = {}): Promise<Job> {
    const ctrl = linkedSignal(opts.signal, opts.timeoutMs);
    const stream = await this.subscribe({ signal: ctrl.signal });
    try {
      const fetchJob = async () => (await this.getJobsByJobId(jobId, { signal: ctrl.signal })).job;
      let job = await fetchJob();
      opts.onProgress?.(job);
      if (TERMINAL_JOB.has(job.status)) return job;
      for await (const e of stream) {
        const about = e.event === 'job.updated' ? e.data.job_id : (e.data.job as { id?: unknown } | undefined)?.id;
        if (about !== jobId) continue;
        job = await fetchJob();
        opts.onProgress?.(job);
        if (TERMINAL_JOB.has(job.status)) return job;
      }
      throw (ctrl.signal.reason as Error | undefined) ?? new Error('The event stream ended');
    } catch (e) {
      if (ctrl.signal.aborted) throw ctrl.signal.reason as Error;
      throw e;
    } finally {
      stream.close();
      ctrl.abort(new Error('done'));
    }
  }

  /** Waits until an uploaded book has been imported (`ready`) or failed, and returns it. */
  async waitForBook(bookId: string, opts: WaitOptions = {}): Promise<BookDetail> {
    const ctrl = linkedSignal(opts.signal, opts.timeoutMs);
    const stream = await this.subscribe({ signal: ctrl.signal });
    try {
      const fetchBook = async () => (await this.getBooksByBookId(bookId, { signal: ctrl.signal })).book;
      let book = await fetchBook();
      if (book.status !== 'importing') return book;
      for await (const e of stream) {
        if (e.data.book_id !== bookId || !['book.ready', 'book.failed', 'book.updated'].includes(e.event)) continue;
        book = await fetchBook();
        if (book.status !== 'importing') return book;
      }
      throw (ctrl.signal.reason as Error | undefined) ?? new Error('The event stream ended');
    } catch (e) {
      if (ctrl.signal.aborted) throw ctrl.signal.reason as Error;
      throw e;
    } finally {
      stream.close();
      ctrl.abort(new Error('done'));
    }
  }

  /** Uploads a book file from disk (txt, docx, fb2, fb2.zip, epub; up to 20 MB). */
  async uploadFile(path: string, opts: { title?: string; copy?: boolean } & RequestOptions = {}): Promise<UploadResponse> {
    const { title, copy, ...request } = opts;
    const file = new File([await readFile(path)], basename(path));
    return this.postBooksUpload({ file, title, copy: copy ? '1' : undefined }, request);
  }

  /**
   * Saves a signed file link (`download_url`, `audio_url`) to disk — through a temp file, so a
   * broken download never leaves a half file under the final name. Returns the bytes written.
   */
  async download(url: string, toPath: string, opts: { signal?: AbortSignal } = {}): Promise<number> {
    const res = await this.fetchFn(new URL(url, this.siteUrl), { signal: opts.signal });
    if (!res.ok || !res.body) throw await toError(res, `GET ${new URL(url, this.siteUrl).pathname}`);
    const tmp = `${toPath}.part`;
    let bytes = 0;
    const body = Readable.fromWeb(res.body as unknown as NodeReadableStream<Uint8Array>);
    body.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    try {
      await pipeline(body, createWriteStream(tmp));
      await rename(tmp, toPath);
    } catch (e) {
      await rm(tmp, { force: true });
      throw e;
    }
    return bytes;
  }
}
