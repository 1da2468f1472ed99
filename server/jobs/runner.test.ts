// The job runner on a real database with recording job definitions: users take turns, a user's
// jobs start in request order, one per user where the type says so, cancel of queued and running
// jobs, failures recorded on the row, a shutdown that leaves interrupted jobs queued for the next
// start; payloads validated when enqueued and when read; each type's recovery at start.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EventBus } from '../events/bus.ts';
import { createUser } from '../services/accounts.service.ts';
import { openDatabase, type Db } from '../storage/db.ts';
import { z } from 'zod';
import { getJob, insertJob, updateJob } from '../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../storage/rows.ts';
import { newId } from '../util/ids.ts';
import { defineJob, type RunContext } from './define.ts';
import { createRegistry, type AnyJobDefinition } from './registry.ts';
import { JobRunner } from './runner.ts';
import { JobAborted } from './types.ts';

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
    id, user_id: userId, key_id: null, type, status: 'queued', stage: 'queued', book_id: null, chapter_id: null, title,
    title_kind: null, title_params: null, payload: '{}',
    result: '{}', done: 0, total: 0, reused: 0, quoted_milli: 0, credits_used_milli: 0, bytes: null, bytes_total: null, error: null,
    idempotency_key: null, attempts: 0, cancel_requested: 0, created_at: created, started_at: null, finished_at: null,
  });
  return id;
}

type Run = (ctx: RunContext<unknown, unknown, object>) => Promise<void>;

/** A definition of `type` for these tests: their jobs use nothing but the runner's own parts. */
function testJob(type: JobRow['type'], run: Run, opts: { concurrency?: number; onePerUser?: boolean } = {}): AnyJobDefinition<object> {
  return defineJob()({
    type, payload: z.object({}), result: z.object({}), concurrency: () => opts.concurrency ?? 1, onePerUser: opts.onePerUser, run, remaining: () => 1,
  });
}

/** A job body that records the order jobs start in and finishes each when told to. */
function gatedHandler() {
  const started: string[] = [];
  const gates = new Map<string, () => void>();
  const handler: Run = ({ job, signal }) =>
    new Promise<void>((resolve, reject) => {
      started.push(job.title);
      gates.set(job.title, resolve);
      signal.addEventListener('abort', () => reject(new JobAborted('aborted')), { once: true });
    });
  const finish = async (title: string) => {
    gates.get(title)!();
    await new Promise((r) => setTimeout(r, 20));
  };
  return { handler, started, finish };
}

const settle = () => new Promise((r) => setTimeout(r, 30));
const runner = (render: Run, renders = 1, more: AnyJobDefinition<object>[] = []) =>
  new JobRunner({
    db, bus: new EventBus(db), log: () => {}, deps: {},
    registry: createRegistry([
      ...[testJob('render', render, { concurrency: renders, onePerUser: true }), testJob('export', render)].filter((d) => !more.some((m) => m.type === d.type)),
      ...more,
    ]),
  });

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
    const r = runner(h.handler, 3);
    r.start();
    await settle();
    expect([...h.started].sort()).toEqual(['A1', 'B1']);
    await h.finish('A1');
    expect(h.started).toContain('A2');
    await r.stop();
  });

  it('a job in its type\'s turnEndsAt stage lets the same user\'s next job start beside it, in request order', async () => {
    const a = createUser({ db }, { email: 'a@example.com' }).id;
    const ids = ['1', '2', '3'].map((t) => queueJob(a, `A${t}`));
    const started: string[] = [];
    const toEncode = new Map<string, () => void>();
    const finish = new Map<string, () => void>();
    // Each job "synthesizes" until told, reports the encode stage, then "encodes" until told.
    const render: Run = async ({ job, progress }) => {
      started.push(job.title);
      await new Promise<void>((r) => toEncode.set(job.title, r));
      progress({ stage: 'encode' });
      await new Promise<void>((r) => finish.set(job.title, r));
    };
    const def = { ...testJob('render', render, { concurrency: 2, onePerUser: true }), turnEndsAt: 'encode' as const };
    const r = runner(render, 2, [def]);
    r.start();
    await settle();
    expect(started).toEqual(['A1']);
    toEncode.get('A1')!();
    await settle();
    // A1 encodes, A2 synthesizes; A3 waits for a slot and for A2's turn.
    expect(started).toEqual(['A1', 'A2']);
    finish.get('A1')!();
    await settle();
    expect(started).toEqual(['A1', 'A2']);
    toEncode.get('A2')!();
    await settle();
    expect(started).toEqual(['A1', 'A2', 'A3']);
    finish.get('A2')!();
    toEncode.get('A3')!();
    await settle();
    finish.get('A3')!();
    await settle();
    expect(ids.map((id) => getJob(db, id)!.status)).toEqual(['done', 'done', 'done']);
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

    const r2 = runner(async () => { throw new Error('the voice broke'); });
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

  it('enqueue validates the payload against the type\'s schema and stores the title as a kind', async () => {
    const a = createUser({ db }, { email: 'a@example.com' }).id;
    const seen: unknown[] = [];
    const exportLike = defineJob()({
      type: 'export', concurrency: () => 1, remaining: () => 1,
      payload: z.object({ format: z.enum(['m4b', 'zip']), edition_id: z.string(), audio_s: z.number().default(0) }),
      result: z.object({ path: z.string().optional() }),
      run: async ({ payload, progress }) => {
        seen.push(payload);
        progress({ result: { path: '/x.m4b' } });
      },
    });
    const r = runner(async () => {}, 1, [exportLike]);
    r.start();
    // A caller's bug (a format no type knows) is refused before anything is stored.
    expect(() => r.enqueue('export', { format: 'flac', edition_id: 'e' } as never, { userId: a, keyId: null }, { title: { kind: 'job.export', params: { book: 'B', format: 'flac' } } }))
      .toThrow(/format/);
    expect(db.prepare('SELECT COUNT(*) AS n FROM jobs').get()).toEqual({ n: 0 });
    const job = r.enqueue('export', { format: 'zip', edition_id: 'e' }, { userId: a, keyId: null }, { title: { kind: 'job.export', params: { book: 'Книга', format: 'zip' } } });
    expect(job).toMatchObject({ type: 'export', status: 'queued', title: '', title_kind: 'job.export', title_params: '{"book":"Книга","format":"zip"}' });
    expect(JSON.parse(job.payload)).toEqual({ format: 'zip', edition_id: 'e', audio_s: 0 });
    await settle();
    expect(seen).toEqual([{ format: 'zip', edition_id: 'e', audio_s: 0 }]);
    const done = getJob(db, job.id)!;
    expect(done.status).toBe('done');
    expect(r.resultOf(done, 'export')).toEqual({ path: '/x.m4b' });
    expect(r.resultOf(done, 'render')).toBeNull();
    await r.stop();
  });

  it('a stored payload that does not match its type fails the job saying so; a type nobody registered fails too', async () => {
    const a = createUser({ db }, { email: 'a@example.com' }).id;
    const strict = defineJob()({
      type: 'check', payload: z.object({ n: z.number() }), result: z.object({}), concurrency: () => 1, remaining: () => 1, run: async () => {},
    });
    const r = runner(async () => {}, 1, [strict]);
    const bad = queueJob(a, 'C1', 'check');
    updateJob(db, bad, { payload: '{"n":"seven"}' });
    const unknown = queueJob(a, 'M1', 'model_install');
    r.start();
    await settle();
    expect(getJob(db, bad)).toMatchObject({ status: 'failed' });
    expect(getJob(db, bad)!.error).toMatch(/payload does not match its type: n:/);
    expect(getJob(db, unknown)).toMatchObject({ status: 'failed', error: 'Unknown job type "model_install".' });
    await r.stop();
  });

  it('lets each type recover at start, before its jobs run', async () => {
    const order: string[] = [];
    const recovering = defineJob()({
      type: 'import', payload: z.object({}), result: z.object({}), concurrency: () => 1, remaining: () => 1,
      run: async () => { order.push('run'); },
      recover: ({ jobs }) => {
        order.push('recover');
        jobs.enqueue('import', { title: null }, { userId: createUser({ db }, { email: 'r@example.com' }).id, keyId: null }, { title: { kind: 'job.import', params: { file: 'f' } } });
      },
    });
    const r = runner(async () => {}, 1, [recovering]);
    r.start();
    await settle();
    expect(order).toEqual(['recover', 'run']);
    await r.stop();
  });
});
