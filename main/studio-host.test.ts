// The studio inside the desktop app, on a real server: its port, the window's session, restarts
// after Preferences change, and a clean stop that leaves nothing listening or usable.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GlavaClient } from '../client/index.ts';
import { SAMPLE_BOOK } from '../test/support/studio.ts';
import { isPortFree } from './port.ts';
import { DEFAULT_SETTINGS, type Settings } from './settings.ts';
import { StudioHost } from './studio-host.ts';

let dataDir: string;
let host: StudioHost;
const logs: string[] = [];

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as { port: number }).port;
  await new Promise((r) => s.close(r));
  return port;
}

const settings = (o: Partial<Settings> = {}): Settings => ({ ...DEFAULT_SETTINGS, ...o });

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'glava-host-'));
});
afterEach(async () => {
  await host?.stop();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function newHost() {
  host = new StudioHost({ dataDir, rendererDir: null, log: (m) => logs.push(m) });
  return host;
}

describe('StudioHost', () => {
  it('serves the API on the configured port with a session for the window', async () => {
    const port = await freePort();
    const studio = await newHost().start(settings({ port, workers: 1 }));
    expect(studio).toMatchObject({ port, siteUrl: `http://127.0.0.1:${port}`, apiBase: `http://127.0.0.1:${port}/api/v1`, portNote: null });
    expect(host.state).toBe('running');
    expect(studio.session).toMatch(/^gls_/);
    const client = new GlavaClient({ url: studio.siteUrl, key: studio.session });
    const info = await client.getApiCabinetInfo();
    expect(info).toMatchObject({ api_base: studio.apiBase, data_dir: dataDir, models_dir: join(dataDir, 'models') });
    expect((await client.getApiMe()).user.email).toBe('owner@localhost');
  });

  it('opens on a free port, saying why, when the configured one is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const taken = (blocker.address() as { port: number }).port;
    try {
      const studio = await newHost().start(settings({ port: taken }));
      expect(studio.port).not.toBe(taken);
      expect(studio.portNote).toMatch(new RegExp(`Port ${taken}`));
      expect(logs.some((l) => l.includes(`Port ${taken}`))).toBe(true);
      expect((await fetch(`${studio.apiBase}/api/me`, { headers: { 'x-api-key': studio.session } })).status).toBe(200);
    } finally {
      await new Promise((r) => blocker.close(r));
    }
  });

  it('restarts with new settings: the old port closes, the old session stops working, the models folder moves', async () => {
    const models = mkdtempSync(join(tmpdir(), 'glava-models-'));
    try {
      const first = await newHost().start(settings({ port: await freePort() }));
      const second = await host.start(settings({ port: await freePort(), modelsDir: models }));
      expect(second.port).not.toBe(first.port);
      expect(await isPortFree(first.port)).toBe(true);
      const oldSession = await fetch(`${second.apiBase}/api/me`, { headers: { 'x-api-key': first.session } });
      expect(oldSession.status).toBe(401);
      const info = await new GlavaClient({ url: second.siteUrl, key: second.session }).getApiCabinetInfo();
      expect(info.models_dir).toBe(models);
    } finally {
      rmSync(models, { recursive: true, force: true });
    }
  });

  it('never runs two servers when starts overlap, and stops cleanly (twice is fine)', async () => {
    const [pa, pb] = [await freePort(), await freePort()];
    const h = newHost();
    const [a, b] = await Promise.all([h.start(settings({ port: pa })), h.start(settings({ port: pb }))]);
    expect(h.running?.port).toBe(b.port);
    expect(await isPortFree(a.port)).toBe(true);
    await Promise.all([h.stop(), h.stop()]);
    expect(h.state).toBe('stopped');
    expect(h.running).toBeNull();
    expect(await isPortFree(b.port)).toBe(true);
  });

  it('keeps the work of a stopped studio: a chapter queued before quitting is voiced after the next start', async () => {
    const first = await newHost().start(settings());
    const c1 = new GlavaClient({ url: first.siteUrl, key: first.session });
    const { book } = await c1.postBooks({ title: 'Перезапуск', text: SAMPLE_BOOK });
    const chapter = (await c1.getBooksByBookId(book.id)).book.chapters[0]!;
    const { job } = await c1.postChaptersByChapterIdRender(chapter.id);
    await host.stop();
    const second = await host.start(settings());
    const c2 = new GlavaClient({ url: second.siteUrl, key: second.session });
    const done = await c2.waitForJob(job.id, { timeoutMs: 120_000 });
    expect(done.status, done.error ?? '').toBe('done');
  });
});
