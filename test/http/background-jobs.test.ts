// Imports and model installs are jobs of the runner: visible in GET /jobs/{id}, cancellable with
// DELETE /jobs/{id}, reported over SSE, resumed by the next start after a stop — on real
// studios over HTTP, with a loopback model mirror that holds its answers until the test lets go.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, normalize, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleNovel } from '../fixtures/books/sample-novel.ts';
import { FIXTURE_VOICE_ID, fixtureCatalogFile } from '../support/models-fixture.ts';
import { fixtureMirror } from '../support/piper-fixture.ts';
import { startStudio, waitFor, type Reply, type TestStudio } from '../support/studio.ts';

const finished = (status: string) => ['done', 'failed', 'cancelled'].includes(status);

/** Reads the SSE stream of the owner into `text` until `stop()`. */
async function listen(s: TestStudio) {
  const ctrl = new AbortController();
  const res = await fetch(`${s.api}/events`, { headers: { 'x-api-key': s.ownerKey }, signal: ctrl.signal });
  const reader = res.body!.getReader();
  const seen = { text: '' };
  const reading = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      seen.text += Buffer.from(value!).toString();
    }
  })();
  return { seen, stop: async () => { ctrl.abort(); await reading; } };
}

async function upload(s: TestStudio, data: Buffer, name: string, copy = false): Promise<Reply> {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  if (copy) form.append('copy', '1');
  const res = await fetch(`${s.api}/books/upload`, { method: 'POST', headers: { 'x-api-key': s.ownerKey }, body: form });
  return { status: res.status, body: await res.json(), headers: res.headers, raw: Buffer.alloc(0) };
}

/** The book's import job, as the book's owner sees it. */
async function importJobOf(s: TestStudio, bookId: string) {
  const row = s.server.studio.app.db.prepare("SELECT id FROM jobs WHERE book_id = ? AND type = 'import' ORDER BY created_at DESC").get(bookId) as { id: string } | undefined;
  expect(row).toBeDefined();
  return (await s.call('GET', `/jobs/${row!.id}`)).body.job;
}

describe('import jobs', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'glava-import-jobs-'));
  // Over the 512 KB a studio imports before answering: 300 chapters of the test novel.
  const book = Buffer.from(sampleNovel({ chapters: 300 }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a big upload is an import job: in GET /jobs/{id}, stopped with the studio, resumed by the next start', async () => {
    let s = await startStudio({ dataDir });
    const sse = await listen(s);
    expect(book.length).toBeGreaterThan(512 * 1024);
    const r = await upload(s, book, 'Novel.txt');
    expect(r.status).toBe(201);
    expect(r.body.book.status).toBe('importing');
    const job = await importJobOf(s, r.body.book.id);
    expect(job).toMatchObject({ type: 'import', book_id: r.body.book.id, chapter_id: null, title: 'Импорт: Novel.txt', title_kind: 'job.import' });
    expect(['queued', 'running']).toContain(job.status);
    // Its progress is reported over SSE like any job's.
    await waitFor(async () => sse.seen.text.includes(`"job_id":"${job.id}"`), 20_000, 50);
    await sse.stop();
    // Stopped mid-import: the job goes back to the queue, the book stays importing.
    await s.close();
    s = await startStudio({ dataDir });
    try {
      const stopped = s.server.studio.app.db.prepare('SELECT status FROM books WHERE id = ?').get(r.body.book.id) as { status: string };
      expect(stopped.status).toBe('importing');
      const done = await waitFor(async () => {
        const j = (await s.call('GET', `/jobs/${job.id}`)).body.job;
        return finished(j.status) ? j : null;
      }, 120_000, 250);
      expect(done).toMatchObject({ status: 'done', stage: 'done', error: null });
      const ready = (await s.call('GET', `/books/${r.body.book.id}`)).body.book;
      expect(ready.status).toBe('ready');
      expect(ready.chapters).toHaveLength(300);
    } finally {
      await s.close();
    }
  });

  it('DELETE /jobs/{id} cancels an import: the job is cancelled, the book failed saying so, announced as book.failed', async () => {
    const s = await startStudio({ dataDir });
    try {
      const r = await upload(s, book, 'copy.txt', true);
      expect(r.status).toBe(201);
      const bookId = r.body.book.id as string;
      const job = await importJobOf(s, bookId);
      const cancelled = await s.call('DELETE', `/jobs/${job.id}`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.job).toMatchObject({ status: 'cancelled', stage: 'done' });
      const failed = (await s.call('GET', `/books/${bookId}`)).body.book;
      expect(failed).toMatchObject({ status: 'failed', error: 'The import was cancelled.' });
      const stored = s.server.studio.app.db.prepare("SELECT data FROM events WHERE event = 'book.failed'").all() as Array<{ data: string }>;
      expect(stored.map((e) => JSON.parse(e.data) as { book_id: string })).toContainEqual({ book_id: bookId, error: 'The import was cancelled.' });
    } finally {
      await s.close();
    }
  });
});

/** A model mirror over HTTP that serves the generated fixture mirror, holding every answer until released. */
function holdingMirror() {
  let release: () => void = () => {};
  let released = new Promise<void>((r) => (release = r));
  const requests: string[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const rel = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    requests.push(rel);
    void released.then(() => {
      const root = fixtureMirror();
      const file = normalize(join(root, rel));
      if (res.destroyed) return;
      if (!file.startsWith(root + sep)) return void res.writeHead(404).end();
      try {
        const body = readFileSync(file);
        res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
  });
  return {
    requests,
    async start(): Promise<string> {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    release: () => release(),
    hold: () => {
      released = new Promise<void>((r) => (release = r));
    },
    close: () => new Promise<void>((r) => {
      release();
      server.closeAllConnections();
      server.close(() => r());
    }),
  };
}

describe('model install jobs', () => {
  const mirror = holdingMirror();
  const dataDir = mkdtempSync(join(tmpdir(), 'glava-model-jobs-'));
  let base: string;
  let session: string;
  let s: TestStudio;
  const id = FIXTURE_VOICE_ID;
  const catalogDir = mkdtempSync(join(tmpdir(), 'glava-model-jobs-catalog-'));
  const model = async () => (await s.call('GET', '/api/cabinet/models', { key: session })).body.models.find((m: { id: string }) => m.id === id);
  const open = async () => {
    s = await startStudio({ dataDir, env: { GLAVA_MODELS_MIRROR: base, GLAVA_MODELS_CATALOG: fixtureCatalogFile(catalogDir) } });
    const login = new URL(s.server.studioLink).hash.replace('#login=', '');
    session ??= (await s.call('POST', '/api/cabinet/session', { key: null, body: { login } })).body.session;
  };

  beforeAll(async () => {
    base = await mirror.start();
    await open();
  });
  afterAll(async () => {
    await s.close();
    await mirror.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(catalogDir, { recursive: true, force: true });
  });

  it('an install is a job: in GET /jobs/{id} (in the caller\'s language), stopped with the studio, resumed into the next one', async () => {
    const started = await s.call('POST', `/api/cabinet/models/${id}/install`, { key: session });
    const entry = started.body.models.find((m: { id: string }) => m.id === id);
    expect(entry).toMatchObject({ installed: false, error: null });
    expect(entry.progress).not.toBeNull();
    const jobId = entry.job_id as string;
    await waitFor(async () => mirror.requests.length > 0, 10_000, 50);
    const ru = (await s.call('GET', `/jobs/${jobId}`, { key: session })).body.job;
    expect(ru).toMatchObject({ type: 'model_install', status: 'running', stage: 'download', book_id: null, chapter_id: null, title_kind: 'job.model_install' });
    expect(ru.title).toMatch(/^Установка модели: /);
    const en = (await s.call('GET', `/jobs/${jobId}`, { key: session, headers: { 'accept-language': 'en-GB,en;q=0.9' } })).body.job;
    expect(en.title).toMatch(/^Installing a model: /);
    // The model's title too is in the language the job is looked at in, whoever started it.
    const titleIn = async (lang: string) => ((await s.call('GET', '/api/cabinet/models', { key: session, headers: { 'accept-language': lang } })).body.models as Array<{ id: string; title: string }>).find((m) => m.id === id)!.title;
    expect(ru.title_params).toEqual({ model: await titleIn('ru') });
    expect(en.title_params).toEqual({ model: await titleIn('en') });
    expect(en.title).toBe(`Installing a model: ${await titleIn('en')}`);
    expect(await titleIn('en')).not.toBe(await titleIn('ru'));
    // A second request while it installs starts nothing new.
    const again = await s.call('POST', `/api/cabinet/models/${id}/install`, { key: session });
    expect(again.body.models.find((m: { id: string }) => m.id === id).job_id).toBe(jobId);

    // The studio stops (as the desktop app does when it restarts the server): the install stops with it.
    await s.close();
    await open();
    expect((await s.call('GET', `/jobs/${jobId}`, { key: session })).body.job.status).toMatch(/^(queued|running)$/);
    mirror.release();
    const done = await waitFor(async () => {
      const j = (await s.call('GET', `/jobs/${jobId}`, { key: session })).body.job;
      return finished(j.status) ? j : null;
    }, 60_000, 100);
    expect(done).toMatchObject({ status: 'done', error: null });
    expect(await model()).toMatchObject({ installed: true, progress: null, error: null, job_id: jobId });
  });

  it('DELETE /jobs/{id} cancels an install: nothing installed, no error shown', async () => {
    mirror.hold();
    expect((await s.call('DELETE', `/api/cabinet/models/${id}`, { key: session })).status).toBe(200);
    const started = await s.call('POST', `/api/cabinet/models/${id}/install`, { key: session });
    const jobId = started.body.models.find((m: { id: string }) => m.id === id).job_id as string;
    const busy = await s.call('DELETE', `/api/cabinet/models/${id}`, { key: session });
    expect(busy.status).toBe(409);
    const cancelled = await s.call('DELETE', `/jobs/${jobId}`, { key: session });
    expect(cancelled.body.job.status).toBe('cancelled');
    expect(await model()).toMatchObject({ installed: false, progress: null, error: null, job_id: jobId });
    mirror.release();
  });
});
