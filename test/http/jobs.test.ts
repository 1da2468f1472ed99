// Jobs and the render error matrix against the spec: every Job field in each state (queued,
// running, done, cancelled), DELETE on queued, running and finished jobs, other users' jobs, and
// POST /chapters/{id}/render answering 402 (balance, key limit, book budget — counting what queued
// renders hold), 409, 422, 429 and Idempotency-Key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_BOOK, startStudio, waitFor, type TestStudio } from '../support/studio.ts';
import * as S from '../support/spec-shapes.ts';

let s: TestStudio;

beforeAll(async () => {
  s = await startStudio({ env: { GLAVA_MAX_ACTIVE_CHAPTERS: '3' } });
});
afterAll(() => s.close());

let users = 0;
function newUser(balance: number, opts: { charLimit?: number } = {}): string {
  const email = `jobs${++users}@example.com`;
  s.addUser(email, { balance });
  return s.addKey(email, 'full', opts);
}

async function newBook(key: string, text = SAMPLE_BOOK) {
  const r = await s.call('POST', '/books', { key, body: { title: 'Работа', text } });
  expect(r.status).toBe(201);
  return (await s.call('GET', `/books/${r.body.book.id}`, { key })).body.book;
}

const job = async (key: string, id: string) => (await s.call('GET', `/jobs/${id}`, { key })).body.job;
const settled = (key: string, id: string) =>
  waitFor(async () => {
    const j = await job(key, id);
    return ['done', 'failed', 'cancelled'].includes(j.status) ? j : null;
  });

/** A first chapter long enough to keep the user's one running render busy for a while. */
const LONG_BOOK = `Глава 1\n\n${Array.from({ length: 40 }, (_, i) => `Абзац ${i + 1}. Дорога шла через лес, и ветер шумел в высоких соснах до самого вечера.`).join('\n\n')}\n\nГлава 2\n\nКороткая глава.\n\nГлава 3\n\nЕщё одна короткая глава.`;

describe('GET /jobs/{id} and DELETE', () => {
  it('shows every field in each state; DELETE cancels queued and running jobs, and answers a finished one as it is', async () => {
    const key = newUser(10_000);
    const book = await newBook(key, LONG_BOOK);
    const [big, small] = book.chapters;
    const running = (await s.call('POST', `/chapters/${big.id}/render`, { key })).body.job;
    const queued = (await s.call('POST', `/chapters/${small.id}/render`, { key })).body.job;

    const r1 = await waitFor(async () => {
      const j = await job(key, running.id);
      return j.status === 'running' && j.done > 0 ? j : null;
    });
    expect(S.conform(S.Job, r1, 'running')).toEqual([]);
    expect(r1).toMatchObject({ stage: 'synth', finished_at: null, error: null, cost_usd: null, bytes: null, bytes_total: null });
    expect(r1.started_at).not.toBeNull();
    expect(r1).not.toHaveProperty('took_s');
    expect(r1.eta_s).toBeGreaterThan(0);

    const q = await job(key, queued.id);
    expect(S.conform(S.Job, q, 'queued')).toEqual([]);
    expect(q).toMatchObject({ status: 'queued', stage: 'queued', done: 0, started_at: null, finished_at: null, credits_used: 0 });
    expect(q).not.toHaveProperty('took_s');
    // It waits for the running one: its estimate includes that wait.
    expect(q.eta_s).toBeGreaterThan(r1.eta_s);

    const cq = await s.call('DELETE', `/jobs/${queued.id}`, { key });
    expect(cq.status).toBe(200);
    expect(S.conform(S.obj({ job: S.Job }), cq.body)).toEqual([]);
    expect(cq.body.job).toMatchObject({ status: 'cancelled', stage: 'done', credits_used: 0, eta_s: 0, took_s: 0 });

    const cr = await s.call('DELETE', `/jobs/${running.id}`, { key });
    expect(cr.status).toBe(200);
    const cancelled = cr.body.job;
    expect(cancelled).toMatchObject({ status: 'cancelled', stage: 'done', eta_s: 0 });
    expect(cancelled.took_s).toBeGreaterThan(0);
    expect(cancelled.done).toBeLessThan(cancelled.total);
    // Pieces already in synthesis were finished and paid; the rest was not.
    expect(cancelled.credits_used).toBeGreaterThan(0);
    const ledger = (await s.call('GET', `/usage/ledger?book_id=${book.id}`, { key })).body;
    expect(ledger.items).toHaveLength(1);
    expect(ledger.items[0].credits).toBeCloseTo(-cancelled.credits_used, 6);
    expect(ledger.reserved).toBe(0);
    const chapters = (await s.call('GET', `/books/${book.id}`, { key })).body.book.chapters;
    expect(chapters.slice(0, 2).map((c: { status: string }) => c.status)).toEqual(['draft', 'draft']);
    // The voiced pieces stay: voicing the chapter again does not charge for them.
    const quote = (await s.call('POST', `/books/${book.id}/quote`, { key, body: { chapter_ids: [big.id] } })).body;
    expect(quote.cached_units).toBe(cancelled.done);

    // DELETE again, or on a finished job: 200 with the job as it is, nothing changes.
    const again = await s.call('DELETE', `/jobs/${running.id}`, { key });
    expect(again.status).toBe(200);
    expect(again.body.job).toMatchObject({ status: 'cancelled', credits_used: cancelled.credits_used, finished_at: cancelled.finished_at });
    const third = book.chapters[2];
    const doneJob = await settled(key, (await s.call('POST', `/chapters/${third.id}/render`, { key })).body.job.id);
    expect(doneJob.status).toBe('done');
    expect(S.conform(S.Job, doneJob, 'done')).toEqual([]);
    expect(doneJob).toMatchObject({ stage: 'done', eta_s: 0, done: doneJob.total });
    const del = await s.call('DELETE', `/jobs/${doneJob.id}`, { key });
    expect(del.status).toBe(200);
    expect(del.body.job).toEqual(doneJob);
    expect((await s.call('GET', `/chapters/${third.id}`, { key })).body.chapter.status).toBe('ready');
  });

  it('another user\'s job and ids that are not UUIDs are 404, for GET and DELETE', async () => {
    const key = newUser(10_000);
    const book = await newBook(key);
    const j = await settled(key, (await s.call('POST', `/chapters/${book.chapters[1].id}/render`, { key })).body.job.id);
    const stranger = newUser(10);
    for (const method of ['GET', 'DELETE']) {
      const r = await s.call(method, `/jobs/${j.id}`, { key: stranger });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ detail: expect.any(String), code: 'not_found' });
      expect((await s.call(method, '/jobs/not-a-job', { key })).status).toBe(404);
    }
    expect((await job(key, j.id)).status).toBe('done');
  });
});

describe('POST /chapters/{id}/render refusals', () => {
  it('402 counts what queued renders hold: balance, the key\'s limit and the book\'s budget', async () => {
    // The balance covers either chapter alone, not both: the second is refused while the first is held.
    const probe = newUser(10_000);
    const priced = await newBook(probe, LONG_BOOK);
    const q = (await s.call('POST', `/books/${priced.id}/quote`, { key: probe, body: {} })).body;
    const [q1, q2] = await Promise.all(priced.chapters.slice(0, 2).map(async (c: { id: string }) =>
      (await s.call('POST', `/books/${priced.id}/quote`, { key: probe, body: { chapter_ids: [c.id] } })).body.credits as number));
    expect(q1 + q2).toBeLessThan(q.credits);

    const cases: Array<{ name: string; code: string; key: () => string; setup?: (key: string, bookId: string) => Promise<void> }> = [
      { name: 'balance', code: 'insufficient_balance', key: () => newUser(q1 + q2 - 0.5) },
      { name: 'key limit', code: 'key_limit', key: () => newUser(10_000, { charLimit: q1 + q2 - 0.5 }) },
      {
        name: 'book budget', code: 'book_budget', key: () => newUser(10_000),
        setup: async (key, bookId) => {
          expect((await s.call('PATCH', `/books/${bookId}`, { key, body: { budget: q1 + q2 - 0.5 } })).status).toBe(200);
        },
      },
    ];
    for (const c of cases) {
      const key = c.key();
      // The long first chapter is still in work (held, mostly not yet debited) when the second comes.
      const book = await newBook(key, LONG_BOOK);
      await c.setup?.(key, book.id);
      const first = await s.call('POST', `/chapters/${book.chapters[0].id}/render`, { key });
      expect(first.status, c.name).toBe(200);
      const second = await s.call('POST', `/chapters/${book.chapters[1].id}/render`, { key });
      expect(second.status, c.name).toBe(402);
      expect(second.body.code, c.name).toBe(c.code);
      expect(typeof second.body.detail).toBe('string');
      if (c.code === 'key_limit') {
        // GET /api/me shows what the key can still spend: its limit less spent and held.
        const me = (await s.call('GET', '/api/me', { key })).body;
        expect(me.key.left).toBeLessThan(q2);
        expect(me.key.left).toBeLessThan(me.key.char_limit - me.key.used - 1);
      }
      expect((await s.call('DELETE', `/jobs/${first.body.job.id}`, { key })).status).toBe(200);
    }
  });

  it('409 while the chapter is in work and in a closed edition; 422 with the problems; 429 past the limit', async () => {
    const key = newUser(10_000);
    const book = await newBook(key, LONG_BOOK);
    const [big, small, third] = book.chapters;
    const j = (await s.call('POST', `/chapters/${big.id}/render`, { key })).body.job;
    const busy = await s.call('POST', `/chapters/${big.id}/render`, { key });
    expect(busy.status).toBe(409);
    expect(busy.body).toEqual({ detail: expect.any(String), code: 'chapter_busy' });

    // 429: this studio allows 3 chapters in work per user.
    const other = await newBook(key, 'Глава 1\n\nРаз.\n\nГлава 2\n\nДва.');
    expect((await s.call('POST', `/chapters/${small.id}/render`, { key })).status).toBe(200);
    expect((await s.call('POST', `/chapters/${third.id}/render`, { key })).status).toBe(200);
    const tooMany = await s.call('POST', `/chapters/${other.chapters[0].id}/render`, { key });
    expect(tooMany.status).toBe(429);
    expect(tooMany.body.code).toBe('too_many_chapters');
    for (const c of [big, small, third]) {
      const cj = (await s.call('GET', `/chapters/${c.id}`, { key })).body.job;
      expect((await s.call('DELETE', `/jobs/${cj.id}`, { key })).status).toBe(200);
    }
    expect(j.chapter_id).toBe(big.id);

    // 422: a chapter with every line skipped has nothing to voice; the problems are the detail.
    for (const seg of (await s.call('GET', `/chapters/${other.chapters[1].id}`, { key })).body.segments) {
      await s.call('PATCH', `/segments/${seg.id}`, { key, body: { skip_audio: true } });
    }
    const problems = await s.call('POST', `/chapters/${other.chapters[1].id}/render`, { key });
    expect(problems.status).toBe(422);
    expect(problems.body.code).toBe('chapter_problems');
    expect(S.conform(S.arrayOf(S.Problem), problems.body.detail)).toEqual([]);
    expect(problems.body.detail.map((p: { code: string }) => p.code)).toEqual(['nothing_to_voice']);
    const view = (await s.call('GET', `/chapters/${other.chapters[1].id}`, { key })).body;
    expect(view.problems).toEqual(problems.body.detail);

    // 409 in a closed edition.
    const close = await s.call('POST', `/books/${other.id}/editions/${other.active_edition_id}/close`, { key });
    expect(close.status).toBe(200);
    const closed = await s.call('POST', `/chapters/${other.chapters[0].id}/render`, { key });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('edition_closed');
  });

  it('Idempotency-Key: the same value returns the same job, also once it finished; reused for another chapter or too long is 422', async () => {
    const key = newUser(10_000);
    const book = await newBook(key);
    const h = { 'idempotency-key': 'nightly-ch1' };
    const a = await s.call('POST', `/chapters/${book.chapters[0].id}/render`, { key, headers: h });
    expect(a.status).toBe(200);
    const done = await settled(key, a.body.job.id);
    const b = await s.call('POST', `/chapters/${book.chapters[0].id}/render`, { key, headers: h });
    expect(b.status).toBe(200);
    expect(b.body.job).toMatchObject({ id: a.body.job.id, status: done.status });
    const reused = await s.call('POST', `/chapters/${book.chapters[1].id}/render`, { key, headers: h });
    expect(reused.status).toBe(422);
    expect(reused.body.detail).toMatch(/Idempotency-Key/);
    const long = await s.call('POST', `/chapters/${book.chapters[1].id}/render`, { key, headers: { 'idempotency-key': 'x'.repeat(201) } });
    expect(long.status).toBe(422);
    // The key is the caller's: another user may use the same value for their own request.
    const other = newUser(10_000);
    const theirs = await newBook(other);
    const c = await s.call('POST', `/chapters/${theirs.chapters[1].id}/render`, { key: other, headers: h });
    expect(c.status).toBe(200);
    expect(c.body.job.id).not.toBe(a.body.job.id);
    await settled(other, c.body.job.id);
  });
});
