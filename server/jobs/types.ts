import type { Deps } from '../services/deps.ts';
import type { JobRow } from '../storage/rows.ts';

export interface JobProgress {
  stage?: JobRow['stage'];
  done?: number;
  total?: number;
  reused?: number;
  bytes?: number | null;
  bytes_total?: number | null;
  result?: Record<string, unknown>;
}

/** What the runner itself gives every job: its database, bus, log, and the runner. */
export type RunnerOwn = Pick<Deps, 'db' | 'bus' | 'log' | 'jobs'>;
/** What the jobs use besides the runner's own parts (the engines, files, settings). */
export type JobDeps = Omit<Deps, keyof RunnerOwn>;

export interface JobHandlerArgs<D = JobDeps> {
  deps: D & RunnerOwn;
  job: JobRow;
  /** Aborted when the job is cancelled or the studio shuts down. */
  signal: AbortSignal;
  /** Stores progress on the job row and streams it to the user's SSE. */
  progress: (p: JobProgress) => void;
}

export interface JobHandler<D = JobDeps> {
  run(args: JobHandlerArgs<D>): Promise<void>;
  /** Called after the job ends in any state (done, failed, cancelled), to settle side records. */
  settle?(deps: D & RunnerOwn, job: JobRow): void;
}

/**
 * An expected end of a job (the chapter was deleted, nothing is voiced…): its message is the job's
 * `error` for the user, and the runner logs no stack for it, as for an ApiError.
 */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

/** Thrown by a handler that stopped because its signal was aborted. */
export class JobAborted extends Error {
  override name = 'JobAborted';
}

/** The runner as services see it. */
export interface Jobs {
  /** Look for work soon (after the current call stack, so a route can answer first). */
  kick(): void;
  /** Cancel a job: a queued one at once; a running one through its signal. */
  cancel(jobId: string): Promise<void>;
  isRunning(jobId: string): boolean;
}
