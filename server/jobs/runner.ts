// The job runner: owns all background work. Jobs live in SQLite; enqueue() validates and stores
// one; the runner claims queued jobs fairly (users take turns, a user's jobs start in request
// order), runs their definition with an AbortSignal, records the outcome on the row, settles it,
// and on boot puts jobs that were running back in the queue (and lets each type recover).
// stop() aborts what runs: those jobs stay queued and resume at the next start.
import type { z } from 'zod';
import type { JobType } from '../contract/enums.ts';
import type { EventBus } from '../events/bus.ts';
import { ApiError } from '../errors.ts';
import type { Log, Owner } from '../services/deps.ts';
import { tx, type Db } from '../storage/db.ts';
import { activeJobs, getJob, insertJob, requeueRunning, updateJob } from '../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../storage/rows.ts';
import { newId } from '../util/ids.ts';
import { nowIso } from '../util/time.ts';
import type { JobProgress, JobView } from './define.ts';
import type { AnyJobDefinition, JobRegistry, PayloadIn, PayloadOf, ResultOf } from './registry.ts';
import { JobAborted, JobFailure, type EnqueueOptions, type JobDeps, type Jobs, type RunnerOwn } from './types.ts';

/** `D`: what the jobs use besides the runner's own parts; the runner only hands it on. */
export interface RunnerParts<D> {
  db: Db;
  bus: EventBus;
  log: Log;
  registry: JobRegistry<D>;
  deps: D;
}

interface Running {
  job: JobRow;
  /** The stage the job last reported (the row's, kept here so fill() needs no read). */
  stage: JobRow['stage'];
  controller: AbortController;
  done: Promise<void>;
  reason: 'cancel' | 'shutdown' | null;
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new JobFailure(`The job's stored ${what} is not valid JSON.`);
  }
}

function validated<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new JobFailure(`The job's ${what} does not match its type: ${r.error.issues.map((i) => `${i.path.join('.') || what}: ${i.message}`).join('; ')}`);
  return r.data;
}

export class JobRunner<D = JobDeps> implements Jobs {
  private readonly db: Db;
  private readonly bus: EventBus;
  private readonly log: Log;
  private readonly registry: JobRegistry<D>;
  /** What definitions get: the jobs' deps with the runner's own parts and the runner itself. */
  private readonly deps: D & RunnerOwn;
  private readonly running = new Map<string, Running>();
  private lastUser = '';
  private stopped = false;
  private scheduled = false;

  constructor(parts: RunnerParts<D>) {
    this.db = parts.db;
    this.bus = parts.bus;
    this.log = parts.log;
    this.registry = parts.registry;
    this.deps = { ...parts.deps, db: parts.db, bus: parts.bus, log: parts.log, jobs: this };
  }

  /** On boot: jobs a stopped studio left running go back to the queue, then work starts. */
  start(): void {
    const n = requeueRunning(this.db);
    if (n) this.log(`Resuming ${n} job(s) interrupted by the last stop.`);
    for (const def of this.registry.definitions) {
      try {
        def.recover?.(this.deps);
      } catch (err) {
        this.log(`recovering ${def.type} jobs failed: ${err instanceof Error ? err.stack : String(err)}`);
      }
    }
    this.kick();
  }

  enqueue<T extends JobType>(type: T, payload: PayloadIn<T>, owner: Owner, opts: EnqueueOptions<T>): JobRow {
    const def = this.definition(type);
    const id = newId();
    insertJob(this.db, {
      id, user_id: owner.userId, key_id: owner.keyId, type, status: 'queued', stage: 'queued', book_id: opts.bookId ?? null,
      chapter_id: opts.chapterId ?? null, title: '', title_kind: opts.title.kind, title_params: JSON.stringify(opts.title.params),
      payload: JSON.stringify(def.payload.parse(payload)), result: JSON.stringify(def.result.parse(opts.result ?? {})),
      done: 0, total: opts.total ?? 0, reused: 0, quoted_milli: opts.quotedMilli ?? 0, credits_used_milli: 0, bytes: opts.bytes ?? null,
      bytes_total: null, error: null, idempotency_key: opts.idempotencyKey ?? null, attempts: 0, cancel_requested: 0,
      created_at: nowIso(), started_at: null, finished_at: null,
    });
    this.kick();
    return getJob(this.db, id)!;
  }

  /** Look for work soon (after the current call stack, so a route can answer first). */
  kick(): void {
    if (this.stopped || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.fill();
    });
  }

  isRunning(jobId: string): boolean {
    return this.running.has(jobId);
  }

  /** Cancel a job: a queued one at once; a running one through its signal. */
  async cancel(jobId: string): Promise<void> {
    const r = this.running.get(jobId);
    if (r) {
      updateJob(this.db, jobId, { cancel_requested: 1 });
      r.reason = 'cancel';
      r.controller.abort();
      await r.done;
      return;
    }
    const job = getJob(this.db, jobId);
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
    tx(this.db, () => updateJob(this.db, jobId, { status: 'cancelled', cancel_requested: 1, finished_at: nowIso(), stage: 'done' }));
    this.afterEnd(jobId);
  }

  /** Stop for a shutdown: running jobs are interrupted and stay queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    const all = [...this.running.values()];
    for (const r of all) {
      r.reason = 'shutdown';
      r.controller.abort();
    }
    await Promise.all(all.map((r) => r.done));
  }

  payloadOf<T extends JobType>(job: JobRow, type: T): PayloadOf<T> | null {
    if (job.type !== type) return null;
    return validated(this.definition(type).payload, parseJson(job.payload, 'payload'), 'payload') as PayloadOf<T>;
  }

  resultOf<T extends JobType>(job: JobRow, type: T): ResultOf<T> | null {
    if (job.type !== type) return null;
    return validated(this.definition(type).result, parseJson(job.result, 'result'), 'result') as ResultOf<T>;
  }

  remainingSeconds(job: JobRow): number {
    const def = this.registry.get(job.type);
    return def ? def.remaining(this.view(def, job)) : 0;
  }

  private definition(type: string): AnyJobDefinition<D> {
    const def = this.registry.get(type);
    if (!def) throw new Error(`No job type "${type}" is registered.`);
    return def;
  }

  private view(def: AnyJobDefinition<D>, job: JobRow): JobView<unknown, unknown, D> {
    return {
      deps: this.deps,
      job,
      payload: () => validated(def.payload, parseJson(job.payload, 'payload'), 'payload'),
      result: validated(def.result, parseJson(job.result, 'result'), 'result'),
    };
  }

  private fill(): void {
    if (this.stopped) return;
    const queued = activeJobs(this.db).filter((j) => j.status === 'queued' && !this.running.has(j.id));
    for (const job of queued) {
      if (this.registry.get(job.type)) continue;
      // Written by code that registered a type this studio does not know: fail it, do not spin on it.
      tx(this.db, () => updateJob(this.db, job.id, { status: 'failed', finished_at: nowIso(), error: `Unknown job type "${job.type}".` }));
    }
    for (const def of this.registry.definitions) {
      const count = () => [...this.running.values()].filter((r) => r.job.type === def.type).length;
      while (count() < def.concurrency(this.deps)) {
        const next = this.pickFair(queued.filter((j) => j.type === def.type && !this.running.has(j.id)), def);
        if (!next) break;
        this.launch(next, def);
      }
    }
  }

  /** Users take turns: the next user after the last one served, then that user's oldest job. */
  private pickFair(candidates: JobRow[], def: AnyJobDefinition<D>): JobRow | undefined {
    const holdsTurn = (r: Running) => r.job.type === def.type && (def.turnEndsAt === undefined || r.stage !== def.turnEndsAt);
    const busyUsers = new Set([...this.running.values()].filter(holdsTurn).map((r) => r.job.user_id));
    const users = [...new Set(candidates.map((j) => j.user_id))].filter((u) => !def.onePerUser || !busyUsers.has(u)).sort();
    if (users.length === 0) return undefined;
    const user = users.find((u) => u > this.lastUser) ?? users[0]!;
    this.lastUser = user;
    return candidates.find((j) => j.user_id === user);
  }

  private launch(job: JobRow, def: AnyJobDefinition<D>): void {
    updateJob(this.db, job.id, { status: 'running', started_at: job.started_at ?? nowIso(), attempts: job.attempts + 1 });
    const fresh = getJob(this.db, job.id)!;
    const entry: Running = { job: fresh, stage: fresh.stage, controller: new AbortController(), done: Promise.resolve(), reason: null };
    this.running.set(job.id, entry);
    this.bus.live(job.user_id, 'job.updated', { job_id: job.id });
    entry.done = this.execute(entry, def).finally(() => {
      this.running.delete(job.id);
      this.kick();
    });
  }

  private progress(def: AnyJobDefinition<D>, job: JobRow, p: JobProgress<unknown>): void {
    const patch: Parameters<typeof updateJob>[2] = {};
    if (p.stage !== undefined) patch.stage = p.stage;
    if (p.done !== undefined) patch.done = p.done;
    if (p.total !== undefined) patch.total = p.total;
    if (p.reused !== undefined) patch.reused = p.reused;
    if (p.bytes !== undefined) patch.bytes = p.bytes;
    if (p.bytes_total !== undefined) patch.bytes_total = p.bytes_total;
    if (p.result !== undefined) {
      const cur = parseJson(getJob(this.db, job.id)?.result ?? '{}', 'result') as Record<string, unknown>;
      patch.result = JSON.stringify(validated(def.result, { ...cur, ...p.result }, 'result'));
    }
    updateJob(this.db, job.id, patch);
    this.bus.live(job.user_id, 'job.updated', { job_id: job.id });
    const entry = this.running.get(job.id);
    if (entry && p.stage !== undefined && p.stage !== entry.stage) {
      entry.stage = p.stage;
      // The user's next job of this type may start now (e.g. the next chapter's synthesis).
      if (p.stage === def.turnEndsAt) this.kick();
    }
  }

  private async execute(entry: Running, def: AnyJobDefinition<D>): Promise<void> {
    const { job, controller } = entry;
    try {
      const payload = validated(def.payload, parseJson(job.payload, 'payload'), 'payload');
      await def.run({ deps: this.deps, job, payload, signal: controller.signal, progress: (p) => this.progress(def, job, p) });
      // A job that returns normally finished its work, even if a cancel arrived at the very end.
      updateJob(this.db, job.id, { status: 'done', finished_at: nowIso(), stage: 'done', error: null });
    } catch (err) {
      const aborted = err instanceof JobAborted || controller.signal.aborted;
      if (aborted && entry.reason === 'shutdown') {
        // Left for the next start: the row goes back to the queue and resumes there.
        updateJob(this.db, job.id, { status: 'queued' });
        return;
      }
      if (aborted) {
        updateJob(this.db, job.id, { status: 'cancelled', finished_at: nowIso(), stage: 'done' });
      } else {
        const message = err instanceof Error ? err.message : String(err);
        if (!(err instanceof ApiError || err instanceof JobFailure)) this.log(`job ${job.id} (${job.type}) failed: ${err instanceof Error ? err.stack : message}`);
        updateJob(this.db, job.id, { status: 'failed', finished_at: nowIso(), error: message });
      }
    }
    this.afterEnd(job.id);
  }

  private afterEnd(jobId: string): void {
    const job = getJob(this.db, jobId);
    if (!job) return;
    const def = this.registry.get(job.type);
    try {
      if (def?.settle) def.settle(this.view(def, job));
    } catch (err) {
      this.log(`settling job ${jobId} failed: ${err instanceof Error ? err.stack : String(err)}`);
    }
    this.bus.live(job.user_id, 'job.updated', { job_id: job.id });
    this.kick();
  }
}
