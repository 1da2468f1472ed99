// The job runner: jobs live in SQLite; the runner claims them fairly (users take turns, a
// user's chapters start in request order), runs their handler with an AbortSignal, records the
// outcome on the row, and on boot puts jobs that were running back in the queue.
import type { Log } from '../services/deps.ts';
import type { Db } from '../storage/db.ts';
import type { EventBus } from '../events/bus.ts';
import { tx } from '../storage/db.ts';
import { activeJobs, getJob, requeueRunning, updateJob } from '../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../storage/rows.ts';
import { nowIso } from '../util/time.ts';
import { ApiError } from '../errors.ts';
import { JobAborted, JobFailure, type JobDeps, type JobHandler, type JobProgress, type Jobs, type RunnerOwn } from './types.ts';

export interface RunnerLimits {
  /** Render jobs running at once (different users); a user runs one chapter at a time. */
  render: number;
  export: number;
  check: number;
}

interface Running {
  job: JobRow;
  controller: AbortController;
  done: Promise<void>;
  reason: 'cancel' | 'shutdown' | null;
}

/** `D`: what the jobs use besides the runner's own parts; the runner only hands it on. */
export interface RunnerParts<D> {
  db: Db;
  bus: EventBus;
  log: Log;
  handlers: Record<JobRow['type'], JobHandler<D>>;
  limits: RunnerLimits;
  deps: D;
}

export class JobRunner<D = JobDeps> implements Jobs {
  private readonly db: Db;
  private readonly bus: EventBus;
  private readonly log: Log;
  private readonly handlers: Record<JobRow['type'], JobHandler<D>>;
  private readonly limits: RunnerLimits;
  /** What handlers get: the job deps with the runner's own parts and the runner itself. */
  private readonly deps: D & RunnerOwn;
  private readonly running = new Map<string, Running>();
  private lastUser = '';
  private stopped = false;
  private scheduled = false;

  constructor(parts: RunnerParts<D>) {
    this.db = parts.db;
    this.bus = parts.bus;
    this.log = parts.log;
    this.handlers = parts.handlers;
    this.limits = parts.limits;
    this.deps = { ...parts.deps, db: parts.db, bus: parts.bus, log: parts.log, jobs: this };
  }

  /** On boot: jobs a stopped studio left running go back to the queue, then work starts. */
  start(): void {
    const n = requeueRunning(this.db);
    if (n) this.log(`Resuming ${n} job(s) interrupted by the last stop.`);
    this.kick();
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

  /** Cancel a job: a queued one at once; a running one stops after the pieces in synthesis. */
  async cancel(jobId: string): Promise<void> {
    const db = this.db;
    const r = this.running.get(jobId);
    if (r) {
      updateJob(db, jobId, { cancel_requested: 1 });
      r.reason = 'cancel';
      r.controller.abort();
      await r.done;
      return;
    }
    const job = getJob(db, jobId);
    if (!job || (job.status !== 'queued' && job.status !== 'running')) return;
    tx(db, () => updateJob(db, jobId, { status: 'cancelled', cancel_requested: 1, finished_at: nowIso(), stage: 'done' }));
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

  private fill(): void {
    if (this.stopped) return;
    const db = this.db;
    const queued = activeJobs(db).filter((j) => j.status === 'queued' && !this.running.has(j.id));
    const count = (type: JobRow['type']) => [...this.running.values()].filter((r) => r.job.type === type).length;
    for (const type of ['render', 'check', 'export'] as const) {
      while (count(type) < this.limits[type]) {
        const next = this.pickFair(queued.filter((j) => j.type === type && !this.running.has(j.id)), type);
        if (!next) break;
        this.launch(next);
      }
    }
  }

  /** Users take turns: the next user after the last one served, then that user's oldest job. */
  private pickFair(candidates: JobRow[], type: JobRow['type']): JobRow | undefined {
    const busyUsers = new Set([...this.running.values()].filter((r) => r.job.type === type).map((r) => r.job.user_id));
    const users = [...new Set(candidates.map((j) => j.user_id))].filter((u) => type !== 'render' || !busyUsers.has(u)).sort();
    if (users.length === 0) return undefined;
    const user = users.find((u) => u > this.lastUser) ?? users[0]!;
    this.lastUser = user;
    return candidates.find((j) => j.user_id === user);
  }

  private launch(job: JobRow): void {
    const db = this.db;
    const started = nowIso();
    updateJob(db, job.id, { status: 'running', started_at: job.started_at ?? started, attempts: job.attempts + 1 });
    const fresh = getJob(db, job.id)!;
    const controller = new AbortController();
    const entry: Running = { job: fresh, controller, done: Promise.resolve(), reason: null };
    this.running.set(job.id, entry);
    this.bus.live(job.user_id, 'job.updated', { job_id: job.id });
    entry.done = this.execute(entry).finally(() => {
      this.running.delete(job.id);
      this.kick();
    });
  }

  private async execute(entry: Running): Promise<void> {
    const db = this.db;
    const { job, controller } = entry;
    const handler = this.handlers[job.type];
    const progress = (p: JobProgress): void => {
      const patch: Parameters<typeof updateJob>[2] = {};
      if (p.stage !== undefined) patch.stage = p.stage;
      if (p.done !== undefined) patch.done = p.done;
      if (p.total !== undefined) patch.total = p.total;
      if (p.reused !== undefined) patch.reused = p.reused;
      if (p.bytes !== undefined) patch.bytes = p.bytes;
      if (p.bytes_total !== undefined) patch.bytes_total = p.bytes_total;
      if (p.result !== undefined) {
        const cur = JSON.parse(getJob(db, job.id)?.result ?? '{}') as Record<string, unknown>;
        patch.result = JSON.stringify({ ...cur, ...p.result });
      }
      updateJob(db, job.id, patch);
      this.bus.live(job.user_id, 'job.updated', { job_id: job.id });
    };
    try {
      await handler.run({ deps: this.deps, job, signal: controller.signal, progress });
      // A handler that returns normally finished its work, even if a cancel arrived at the very end.
      updateJob(db, job.id, { status: 'done', finished_at: nowIso(), stage: 'done', error: null });
    } catch (err) {
      const aborted = err instanceof JobAborted || controller.signal.aborted;
      if (aborted && entry.reason === 'shutdown') {
        // Left for the next start: the row goes back to the queue and resumes there.
        updateJob(db, job.id, { status: 'queued' });
        return;
      }
      if (aborted) {
        updateJob(db, job.id, { status: 'cancelled', finished_at: nowIso(), stage: 'done' });
      } else {
        const message = err instanceof Error ? err.message : String(err);
        if (!(err instanceof ApiError || err instanceof JobFailure)) this.log(`job ${job.id} (${job.type}) failed: ${err instanceof Error ? err.stack : message}`);
        updateJob(db, job.id, { status: 'failed', finished_at: nowIso(), error: message });
      }
    }
    this.afterEnd(job.id);
  }

  private afterEnd(jobId: string): void {
    const job = getJob(this.db, jobId);
    if (!job) return;
    try {
      this.handlers[job.type].settle?.(this.deps, job);
    } catch (err) {
      this.log(`settling job ${jobId} failed: ${err instanceof Error ? err.stack : String(err)}`);
    }
    this.bus.live(job.user_id, 'job.updated', { job_id: job.id });
    this.kick();
  }
}
