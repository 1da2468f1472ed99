// The script client against a real studio: the committed client matches the server's OpenAPI
// document, typed errors, an upload followed over SSE, and the whole voicing path of a script —
// create, quote, render each chapter, wait by SSE, export, download.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, type TestStudio } from '../test/support/studio.ts';
import { sampleBook } from '../test/fixtures/books/russian-book.ts';
import { buildFb2 } from '../test/fixtures/books/fb2-builder.ts';
import { generateClientSource } from './codegen/generate.ts';
import { fetchOpenApi, GENERATED_FILE } from '../scripts/gen-client.ts';
import { GlavaApiError, GlavaClient, type Job, type StudioEvent } from './index.ts';

let s: TestStudio;
let glava: GlavaClient;
let out: string;

beforeAll(async () => {
  s = await startStudio();
  glava = new GlavaClient({ url: s.url, key: s.ownerKey });
  out = mkdtempSync(join(tmpdir(), 'glava-client-'));
});
afterAll(async () => {
  await s.close();
  rmSync(out, { recursive: true, force: true });
});

describe('generated client', () => {
  it('is up to date with the OpenAPI document the server serves (run "npm run client:gen" when this fails)', async () => {
    const docu = await fetchOpenApi(s.url);
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(generateClientSource(docu));
  });

  it('has one method per operation of the document', async () => {
    const docu = await fetchOpenApi(s.url);
    const ops = Object.values(docu.paths).flatMap((item) => Object.values(item).map((op) => op.operationId!));
    expect(ops.length).toBeGreaterThan(30);
    for (const id of ops) expect(typeof (glava as unknown as Record<string, unknown>)[id]).toBe('function');
  });
});

describe('errors and addresses', () => {
  it('turns error answers into GlavaApiError with status, code and detail', async () => {
    const missing = await glava.getBooksByBookId(randomUUID()).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(GlavaApiError);
    expect(missing).toMatchObject({ status: 404, code: 'not_found' });

    const bad = new GlavaClient({ url: s.url, key: 'glv_not_a_real_key' });
    await expect(bad.getApiMe()).rejects.toMatchObject({ status: 401, code: 'unauthorized' });

    const invalid = await glava.postBooks({ title: '', text: 'x' }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ status: 422, code: 'validation' });
    expect(String((invalid as GlavaApiError).detail)).toMatch(/title/);
  });

  it('accepts the site address or the /api/v1 base, and refuses a missing key', async () => {
    const viaBase = new GlavaClient({ url: `${s.api}/`, key: s.ownerKey });
    expect(viaBase.apiBase).toBe(s.api);
    expect((await viaBase.getApiMe()).user.email).toBe('owner@localhost');
    expect(() => new GlavaClient({ url: s.url, key: '' })).toThrow(/key/);
  });
});

describe('upload and events', () => {
  it('uploads an fb2 file and waits for its import over SSE', async () => {
    const file = join(out, 'dom.fb2');
    writeFileSync(file, buildFb2(sampleBook({ maxChapters: 2 })));
    const up = await glava.uploadFile(file);
    expect(up.book.id).toMatch(/^[0-9a-f-]{36}$/);
    const book = await glava.waitForBook(up.book.id, { timeoutMs: 60_000 });
    expect(book.status).toBe('ready');
    expect(book.chapters.length).toBeGreaterThan(0);

    const dup = await glava.uploadFile(file).catch((e: unknown) => e);
    expect(dup).toMatchObject({ status: 409, code: 'duplicate' });
    expect((dup as GlavaApiError).detail).toMatchObject({ duplicate: { id: up.book.id } });
  });

  it('replays named events after a sequence number and stops when closed', async () => {
    const stream = await glava.subscribe({ since: 0 });
    const seen: StudioEvent[] = [];
    for await (const e of stream) {
      seen.push(e);
      if (e.event === 'book.ready') break;
    }
    stream.close();
    expect(seen.at(-1)).toMatchObject({ event: 'book.ready' });
    expect(seen.at(-1)!.seq).toBeGreaterThan(0);
    expect(typeof seen.at(-1)!.data.book_id).toBe('string');
  });
});

describe('voicing a book from a script', () => {
  it('creates, quotes, renders every chapter (waiting over SSE), exports and downloads', async () => {
    const { book: created } = await glava.postBooks({ title: 'Скрипт', author: 'Тест', text: SAMPLE_BOOK });
    const { book } = await glava.getBooksByBookId(created.id);
    expect(book.chapters).toHaveLength(2);

    const quote = await glava.postBooksByBookIdQuote(book.id);
    expect(quote.chapters).toBe(2);
    expect(quote.chars).toBe(book.chapters.reduce((n, c) => n + c.chars, 0));

    for (const chapter of book.chapters) {
      const { job } = await glava.postChaptersByChapterIdRender(chapter.id);
      const seen: Job[] = [];
      const done = await glava.waitForJob(job.id, { timeoutMs: 120_000, onProgress: (j) => seen.push(j) });
      expect(done.status, done.error ?? '').toBe('done');
      expect(done.done).toBe(done.total);
      expect(seen.at(-1)!.status).toBe('done');
    }
    const after = (await glava.getBooksByBookId(book.id)).book;
    expect(after.chapters_ready).toBe(2);

    const { job: exportJob } = await glava.postBooksByBookIdExport(book.id, { format: 'zip' });
    const exported = await glava.waitForJob(exportJob.id, { timeoutMs: 120_000 });
    expect(exported.status, exported.error ?? '').toBe('done');
    const { exports } = await glava.getBooksByBookIdExports(book.id);
    expect(exports[0]).toMatchObject({ job_id: exportJob.id, format: 'zip', status: 'done' });

    const file = join(out, 'book.zip');
    const bytes = await glava.download(exports[0]!.download_url!, file);
    const zip = readFileSync(file);
    expect(bytes).toBe(zip.length);
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.toString('latin1')).toMatch(/\.mp3/);
  });
});
