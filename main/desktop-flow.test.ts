// What the desktop shell does through the API on a real studio: opening book files, following
// jobs for the tray and notifications, and the Preferences window's key for scripts.
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlavaClient } from '../client/index.ts';
import { SAMPLE_BOOK } from '../test/support/studio.ts';
import { sampleBook } from '../test/fixtures/books/russian-book.ts';
import { buildFb2 } from '../test/fixtures/books/fb2-builder.ts';
import { buildEpub } from '../test/fixtures/books/epub-builder.ts';
import { JobWatch } from './job-watch.ts';
import type { ProgressSummary } from './job-progress.ts';
import type { Notice } from './notifications.ts';
import { applyPreferences, createScriptKey, prefsView } from './preferences.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { StudioHost, type RunningStudio } from './studio-host.ts';
import { uploadBook, uploadBooks } from './upload.ts';

let dir: string;
let host: StudioHost;
let studio: RunningStudio;
let client: GlavaClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'glava-desktop-'));
  host = new StudioHost({ dataDir: join(dir, 'data'), rendererDir: null, log: () => {} });
  studio = await host.start({ ...DEFAULT_SETTINGS, port: null, workers: 2 });
  client = new GlavaClient({ url: studio.siteUrl, key: studio.session });
});
afterAll(async () => {
  await host.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('opening book files', () => {
  it('uploads real files, reports a duplicate as the existing book, refuses what the studio cannot read', async () => {
    const fb2 = join(dir, 'dom.fb2');
    writeFileSync(fb2, buildFb2(sampleBook({ maxChapters: 2 })));
    const huge = join(dir, 'huge.txt');
    writeFileSync(huge, 'x');
    truncateSync(huge, 21 * 1024 * 1024);
    const empty = join(dir, 'empty.txt');
    writeFileSync(empty, '');
    const [first, again, missing, big, none, pdf] = await uploadBooks(client, [fb2, fb2, join(dir, 'nope.epub'), huge, empty, join(dir, 'a.pdf')]);
    expect(first).toMatchObject({ status: 'uploaded' });
    expect(again).toEqual({ path: fb2, status: 'duplicate', bookId: (first as { bookId: string }).bookId, title: expect.any(String) });
    expect(missing).toMatchObject({ status: 'failed', message: /nope\.epub cannot be read: ENOENT/ });
    expect(big).toMatchObject({ status: 'failed', message: /larger than 20 MB/ });
    expect(none).toMatchObject({ status: 'failed', message: /empty/ });
    expect(pdf).toMatchObject({ status: 'failed', message: /txt, docx, fb2/ });
    const { books } = await client.getBooks();
    expect(books).toHaveLength(1);
  });

  it('passes the server\'s reason on when it refuses a file', async () => {
    const junk = join(dir, 'junk.epub');
    writeFileSync(junk, 'this is not a zip');
    const r = await uploadBook(client, junk);
    expect(r.status).toBe('failed');
    expect((r as { message: string }).message).toMatch(/^junk\.epub: /);
  });
});

describe('following the studio\'s work', () => {
  it('shows render progress in the tray and notifies the imported book and the voiced chapters once', async () => {
    const summaries: ProgressSummary[] = [];
    const notices: Notice[] = [];
    const watch = new JobWatch(client, {
      lang: 'en', isFocused: () => false, onProgress: (s) => summaries.push(s), onNotice: (n) => notices.push(n), log: () => {},
    });
    await watch.start();
    try {
      const epub = join(dir, 'garden.epub');
      const seg = (text: string) => ({ segments: [{ text }] });
      writeFileSync(epub, buildEpub({
        title: 'The Garden Door', author: { first: 'Ann', last: 'Writer' }, language: 'en',
        chapters: [{ title: 'The Key', paragraphs: [seg('Alice found the key.'), seg('"Who are you?" said the Caterpillar.')] }],
      }));
      const up = await uploadBook(client, epub);
      expect(up.status).toBe('uploaded');
      await client.waitForBook((up as { bookId: string }).bookId, { timeoutMs: 60_000 });

      const { book } = await client.postBooks({ title: 'Трей', text: SAMPLE_BOOK });
      const chapters = (await client.getBooksByBookId(book.id)).book.chapters;
      const jobs = [];
      for (const c of chapters) jobs.push((await client.postChaptersByChapterIdRender(c.id)).job);
      for (const j of jobs) expect((await client.waitForJob(j.id, { timeoutMs: 120_000 })).status).toBe('done');
      await new Promise((r) => setTimeout(r, 300));
      await watch.settled();
    } finally {
      await watch.stop();
    }
    expect(summaries[0]).toMatchObject({ mode: 'none', active: 0 });
    expect(summaries.some((s) => s.mode === 'normal' && s.label.startsWith('voicing'))).toBe(true);
    expect(summaries.at(-1)).toMatchObject({ mode: 'none', value: -1 });
    expect(notices.filter((n) => n.title === 'Book imported')).toHaveLength(1);
    const voiced = notices.filter((n) => n.title.startsWith('Chapter voiced'));
    expect(voiced).toHaveLength(1);
    expect(voiced[0]!.title).toBe('Chapter voiced (2)');
    expect(voiced[0]!.body).toMatch(/^Трей — /);
  });
});

describe('preferences', () => {
  it('shows the address scripts use and creates a key that works with the client and curl-style calls', async () => {
    const view = await prefsView(client, studio, { ...DEFAULT_SETTINGS, workers: 2 }, '0.1.0');
    expect(view.effective).toMatchObject({ apiBase: studio.apiBase, siteUrl: studio.siteUrl, openapiUrl: `${studio.siteUrl}/api/openapi.json`, port: studio.port, dataDir: join(dir, 'data') });
    expect(view.curlExample).toBe(`curl -s -H "x-api-key: $GLAVA_KEY" ${studio.apiBase}/api/me`);

    const key = await createScriptKey(client, { name: '  my script ', scope: 'voice' });
    expect(key.secret).toMatch(/^glv_/);
    expect(key).toMatchObject({ scope: 'voice', prefix: key.secret.slice(0, 8), curl: `curl -s -H "x-api-key: ${key.secret}" ${studio.apiBase}/api/me` });
    const script = new GlavaClient({ url: studio.apiBase, key: key.secret });
    expect((await script.getApiMe()).key).toMatchObject({ name: 'my script', scope: 'voice' });
    // A voice key cannot manage keys: the cabinet needs the session.
    await expect(script.getApiCabinetKeys()).rejects.toMatchObject({ status: 403 });
    const listed = await client.getApiCabinetKeys();
    expect(listed.keys.map((k) => k.name)).toContain('my script');
    expect((await createScriptKey(client, { scope: 'admin' })).scope).toBe('full');
  });

  it('saves valid settings and says whether the studio restarts', () => {
    expect(applyPreferences(DEFAULT_SETTINGS, { port: '8800', workers: '' })).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, port: 8800 }, restart: true });
    expect(applyPreferences(DEFAULT_SETTINGS, { workers: '' })).toEqual({ ok: true, settings: DEFAULT_SETTINGS, restart: false });
    expect(applyPreferences(DEFAULT_SETTINGS, { port: '22' })).toMatchObject({ ok: false, errors: { port: /1024/ } });
  });
});
