import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client.ts';
import { createLiveHandler, type LiveHandler } from './live.ts';
import { keys } from './keys.ts';
import { queries } from './queries.ts';
import { latestJob } from './jobs.ts';
import type { Job } from './types.ts';
import { fakeStudio, settle, type FakeStudio } from '../test/fake-studio.ts';
import { book, chapterView, job } from '../test/fixtures.ts';

// What the screens see after events of GET /events: which of the queries on screen are read again.
let qc: QueryClient;
let studio: FakeStudio;
let live: LiveHandler;
let jobs: Record<string, Job>;
const stops: Array<() => void> = [];

const msg = (event: string, data: Record<string, unknown>) => ({ id: null, event, data: JSON.stringify({ event, data }) });
/** Puts a query on screen (an observer, as a mounted component has). */
async function show<T, K extends readonly unknown[]>(options: { queryKey: K; queryFn?: unknown }): Promise<void> {
  const observer = new QueryObserver<T, Error, T, T, K>(qc, options as never);
  stops.push(observer.subscribe(() => undefined));
  await settle();
}

beforeEach(() => {
  qc = createQueryClient();
  studio = fakeStudio();
  jobs = { j1: job() };
  studio.on('GET /api/v1/jobs/j1', () => ({ json: { job: jobs.j1 } }));
  studio.on('GET /api/v1/books/b1', { json: { book: book() } });
  studio.on('GET /api/v1/books', { json: { books: [], can_create: true } });
  studio.on('GET /api/v1/books/b1/exports', { json: { exports: [] } });
  studio.on('GET /api/v1/chapters/c1', { json: chapterView([]) });
  studio.on('GET /api/v1/api/me', { json: { user: { email: 'a', name: 'b' } } });
  live = createLiveHandler(qc, { staleMs: 50, jobMs: 20 });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  qc.clear();
});

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('events → query cache', () => {
  it('reads a job again on job.updated, and refreshes its book and chapter when it starts and ends', async () => {
    await show(queries.book('b1'));
    await show(queries.chapter('c1'));
    const before = { book: studio.calls('GET /api/v1/books/b1').length, chapter: studio.calls('GET /api/v1/chapters/c1').length };

    live.handle(msg('job.updated', { job_id: 'j1' }));
    await wait(120);
    expect(qc.getQueryData(keys.job('j1'))).toMatchObject({ status: 'running', done: 1 });
    // First sight of a running render: the book (its chapter is in work) and the chapter.
    expect(studio.calls('GET /api/v1/books/b1').length).toBe(before.book + 1);
    expect(studio.calls('GET /api/v1/chapters/c1').length).toBe(before.chapter + 1);

    // Progress only: nothing else is read again.
    jobs.j1 = job({ done: 3 });
    live.handle(msg('job.updated', { job_id: 'j1' }));
    await wait(120);
    expect(qc.getQueryData<Job>(keys.job('j1'))?.done).toBe(3);
    expect(studio.calls('GET /api/v1/books/b1').length).toBe(before.book + 1);

    // The end: book, chapter and the balance (a mounted balance is read again).
    await show(queries.me());
    const me = studio.calls('GET /api/v1/api/me').length;
    jobs.j1 = job({ status: 'done', done: 4, stage: 'done' });
    live.handle(msg('job.updated', { job_id: 'j1' }));
    await wait(120);
    expect(studio.calls('GET /api/v1/books/b1').length).toBe(before.book + 2);
    expect(studio.calls('GET /api/v1/chapters/c1').length).toBe(before.chapter + 2);
    expect(studio.calls('GET /api/v1/api/me').length).toBe(me + 1);
  });

  it('reads a busy job a few times, not once per event', async () => {
    for (let i = 0; i < 40; i++) live.handle(msg('job.updated', { job_id: 'j1' }));
    await wait(100);
    const reads = studio.calls('GET /api/v1/jobs/j1').length;
    expect(reads).toBeGreaterThanOrEqual(1);
    expect(reads).toBeLessThanOrEqual(3);
  });

  it('refreshes a book and the library on book.updated, and nothing unrelated', async () => {
    await show(queries.book('b1'));
    await show(queries.books());
    await show(queries.exports('b1'));
    const exportsBefore = studio.calls('GET /api/v1/books/b1/exports').length;
    const bookBefore = studio.calls('GET /api/v1/books/b1').length;
    live.handle(msg('book.updated', { book_id: 'b1' }));
    await wait(100);
    expect(studio.calls('GET /api/v1/books/b1').length).toBe(bookBefore + 1);
    expect(studio.calls('GET /api/v1/books').length).toBe(2);
    expect(studio.calls('GET /api/v1/books/b1/exports').length).toBe(exportsBefore);
  });

  it('takes the job of a named event as it is, and refreshes the book\'s exports when an export is ready', async () => {
    await show(queries.exports('b1'));
    const exportsBefore = studio.calls('GET /api/v1/books/b1/exports').length;
    const done = job({ id: 'e1', type: 'export', job_type: 'export', chapter_id: null, status: 'done', stage: 'done', download_url: '/files/x' });
    live.handle(msg('export.ready', { job: done, book_id: 'b1' }));
    await wait(100);
    expect(latestJob(qc, (j) => j.type === 'export')?.download_url).toBe('/files/x');
    expect(studio.calls('GET /api/v1/jobs/e1')).toHaveLength(0);
    expect(studio.calls('GET /api/v1/books/b1/exports').length).toBe(exportsBefore + 1);
  });

  it('marks stale what an event of an unknown kind names (a new event type needs no code to refresh its book)', async () => {
    await show(queries.chapter('c1'));
    const chapterBefore = studio.calls('GET /api/v1/chapters/c1').length;
    live.handle(msg('chapter.reworded', { book_id: 'b1', chapter_id: 'c1' }));
    await wait(100);
    expect(studio.calls('GET /api/v1/chapters/c1').length).toBe(chapterBefore + 1);
  });

  it('ignores messages it cannot read', async () => {
    live.handle({ id: null, event: 'job.updated', data: 'not json' });
    live.handle(msg('job.updated', { job_id: 42 }));
    await wait(60);
    expect(studio.requests).toHaveLength(0);
  });

  it('after a reconnect reads again what is on screen and every job still in work', async () => {
    await show(queries.book('b1'));
    qc.setQueryData(keys.job('j1'), job());
    qc.setQueryData(keys.job('j0'), job({ id: 'j0', status: 'done' }));
    const bookBefore = studio.calls('GET /api/v1/books/b1').length;
    live.resync();
    await wait(100);
    expect(studio.calls('GET /api/v1/books/b1').length).toBe(bookBefore + 1);
    expect(studio.calls('GET /api/v1/jobs/j1')).toHaveLength(1);
    expect(studio.calls('GET /api/v1/jobs/j0')).toHaveLength(0);
  });
});
