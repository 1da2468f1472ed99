// The job runner on a real database with recording handlers: users take turns, a user's jobs
// start in request order, one render per user at a time, cancel of queued and running jobs,
// failures recorded on the row, and a shutdown that leaves interrupted jobs queued for next start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../events/bus.ts';
import { createUser } from '../services/accounts.service.ts';
import { openDatabase, type Db } from '../storage/db.ts';
import { getJob, insertJob } from '../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../storage/rows.ts';
import { newId } from '../util/ids.ts';
import { JobRunner } from './runner.ts';
import { JobAborted, type JobHandler } from './types.ts';

let dir: string;
let db: Db;
let tick = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'glava-runner-'));
  db = openDatabase(join(dir, 'glava.db'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

function queueJob(userId: string, title: string, type: JobRow['type'] = 'render'): string {
  const id = newId();
  // created_at strictly increasing: request order is the order of insertion.
  const created = new Date(Date.UTC(2026, 0, 1, 0, 0, tick++)).toISOString().replace('Z', '000+00:00');
  insertJob(db, {
    id, user_id: userId, key_id: null, type, status: 'queued', stage: 'queued', book_id: null, chapter_id: null, title, payload: '{}',
    result: '{}', done: 0, total: 0, reused: 0, quoted_milli: 0, credits_used_milli: 0, bytes: null, bytes_total: null, error: null,
    idempotency_key: null, attempts: 0, cancel_requested: 0, created_at: created, started_at: null, finished_at: null,
  });
  return id;
}

/** A handler that records the order jobs start in and finishes each when told to. */
function gatedHandler() {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const handler: JobHandler<object> = {
    run: ({ job, signal }) =>
      new Promise<void>((resolve, reject) => {
        started.push(job.title);
        gates.set(job.title, resolve);
        signal.addEventListener('abort', () => reject(new JobAborted('aborted')), { once: true });
      }),
  };
  const finish = async (title: string) => {
    gates.get(title)!();
    await new Promise((r) => setTimeout(r, 20));
  };
  return { handler, started, finish };
}

const settle = () => new Promise((r) => setTimeout(r, 30));
// The handlers here use nothing but the runner's own parts: the jobs' deps are empty.
const runner = (render: JobHandler<object>, limits = { render: 1, export: 1, check: 1 }, check: JobHandler<object> = render) =>
  new JobRunner({ db, bus: new EventBus(db), log: () => {}, handlers: { render, export: render, check }, limits, deps: {} });

describe('JobRunner', () => {
  it('lets users take turns and keeps each user\'s request order', async () => {
    const a = createUser({ db }, { email: 'a@example.com' }).id;
    const b = createUser({ db }, { email: 'b@example.com' }).id;
    // The runner serves users in id order, starting after the last one served.
    const first = a < b ? 'A' : 'B';
    const ids: Record<string, string> = { A: a, B: b };
    for (const t of ['1', '2', '3']) queueJob(ids.A!, `A${t}`);
    for (const t of ['1', '2']) queueJob(ids.B!, `B${t}`);
    const h = gatedHandler();
    const r = runner(h.handler);
    r.start();
    await settle();
    for (let i = 0; i < 5; i++) await h.finish(h.started[i]!);
    expect(h.started).toEqual(first === 'A' ? ['A1', 'B1', 'A2', 'B2', 'A3'] : ['B1', 'A1', 'B2', 'A2', 'A3']);
    await r.stop();
  });

  it('runs one render per user at a time even with free slots, but different users at once', async () => {
    const a = createUser({ db }, { email: 'a@example.com' }).id;
    const b = createUser({ db }, { email: 'b@example.com' }).id;
    queueJob(a, 'A1');
    queueJob(a, 'A2');
    queueJob(b, 'B1');
    const h = gatedHandler();
    const r = runner(h.handler, { render: 3, export: 1, check: 1 });
    r.start();
    await settle();
    expect([...h.started].sort()).toEqual(['A1', 'B1']);
    await h.finish('A1');
    expect(h.started).toContain('A2');
    await r.stop();
  });

  it('cancels a queued job at once and a running one through its signal; failures keep their message', async () => {
    const a = createUser({ db }, { email: 'a@example.com' }).id;
    const running = queueJob(a, 'A1');
    const queued = queueJob(a, 'A2');
    const h = gatedHandler();
    const r = runner(h.handler);
    r.start();
    await settle();
    await r.cancel(queued);
    expect(getJob(db, queued)).toMatchObject({ status: 'cancelled', started_at: null });
    await r.cancel(running);
    expect(getJob(db, running)).toMatchObject({ status: 'cancelled' });
    expect(getJob(db, running)!.finished_at).not.toBeNull();
    await r.stop();

    const failing: JobHandler<object> = { run: async () => { throw new Error('the voice broke'); } };
    const r2 = runner(failing);
    const f = queueJob(a, 'A3');
    r2.start();
    await settle();
    expect(getJob(db, f)).toMatchObject({ status: 'failed', error: 'the voice broke' });
    await r2.stop();
  });

  it('a shutdown leaves the running job queued; the next start resumes it', async () => {
    const a = createUser({ db }, { email: 'a@example.com' }).id;
    const id = queueJob(a, 'A1');
    const h = gatedHandler();
    const r = runner(h.handler);
    r.start();
    await settle();
    expect(getJob(db, id)!.status).toBe('running');
    await r.stop();
    expect(getJob(db, id)).toMatchObject({ status: 'queued', attempts: 1 });

    const h2 = gatedHandler();
    const again = runner(h2.handler);
    again.start();
    await settle();
    expect(h2.started).toEqual(['A1']);
    await h2.finish('A1');
    expect(getJob(db, id)).toMatchObject({ status: 'done', attempts: 2, stage: 'done' });
    await again.stop();
  });
});
