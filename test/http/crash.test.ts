// kill -9 in the middle of a render, start again: the job resumes, pieces already voiced are
// reused, and the total debit equals the quote made before the first start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { glava, serve } from '../support/child.ts';
import { sampleChapters } from '../fixtures/books/sample-novel.ts';
import { waitFor } from '../support/studio.ts';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'glava-crash-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** One long chapter of prose (the test novel's chapters run together), enough to be killed mid-way. */
function longChapter(): string {
  return 'Глава 1\n\n' + sampleChapters(8).flatMap((c) => c.paragraphs).join('\n\n');
}

describe('crash safety', () => {
  it('resumes after kill -9 without charging twice', async () => {
    expect(glava(['users', 'add', '--email', 'crash@example.com', '--balance', '100000', '--data', dataDir]).status).toBe(0);
    const key = glava(['keys', 'add', '--email', 'crash@example.com', '--name', 'k', '--scope', 'full', '--data', dataDir]).stdout.trim().split('\n').at(-1)!;
    const env = { GLAVA_WORKERS: '1' };
    let server = await serve(dataDir, env);
    const api = (base: string) => async (method: string, path: string, body?: unknown) => {
      const r = await fetch(`${base}/api/v1${path}`, {
        method, headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: r.status, body: (await r.json()) as Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    let a = api(server.url);
    const created = await a('POST', '/books', { title: 'Дом у реки', text: longChapter() });
    expect(created.status).toBe(201);
    const book = (await a('GET', `/books/${created.body.book.id}`)).body.book;
    const chapterId = book.chapters[0].id as string;
    const quote = (await a('POST', `/books/${book.id}/quote`, { chapter_ids: [chapterId] })).body;
    expect(quote.new_units).toBeGreaterThan(25);
    const balance0 = (await a('GET', '/api/me')).body.balance as number;

    const job = (await a('POST', `/chapters/${chapterId}/render`)).body.job;
    // Wait until some, but not all, pieces are voiced, then kill the studio without warning.
    const seen = await waitFor(async () => {
      const j = (await a('GET', `/jobs/${job.id}`)).body.job;
      return j.done >= 5 && j.done < j.total ? j : j.status === 'done' ? { ...j, tooLate: true } : null;
    }, 120_000, 20);
    expect(seen.tooLate).toBeUndefined();
    server.child.kill('SIGKILL');
    await new Promise((r) => server.child.once('exit', r));

    server = await serve(dataDir, env);
    a = api(server.url);
    try {
      const resumed = await waitFor(async () => {
        const j = (await a('GET', `/jobs/${job.id}`)).body.job;
        return j.status === 'done' || j.status === 'failed' ? j : null;
      }, 180_000, 200);
      expect(resumed.status).toBe('done');
      // Pieces voiced before the kill were taken ready, not voiced (or paid) again.
      expect(resumed.reused).toBeGreaterThanOrEqual(seen.done);
      expect(resumed.credits_used).toBeCloseTo(quote.credits, 6);
      const balance1 = (await a('GET', '/api/me')).body.balance as number;
      expect(balance1).toBeCloseTo(balance0 - quote.credits, 6);
      const ledger = (await a('GET', `/usage/ledger?book_id=${book.id}`)).body;
      const renders = ledger.items.filter((i: { type: string }) => i.type === 'render');
      expect(renders).toHaveLength(1);
      expect(renders[0].credits).toBeCloseTo(-quote.credits, 6);
      const chapter = (await a('GET', `/chapters/${chapterId}`)).body;
      expect(chapter.chapter.status).toBe('ready');
      expect(chapter.estimate_credits).toBe(0);
      expect(chapter.timeline.length).toBe(chapter.units.length);
    } finally {
      await server.stop();
    }
  }, 300_000);
});
