// The runner as services see it (Jobs), and the errors a job may end with.
import type { JobType } from '../contract/enums.ts';
import type { TextRef } from '../contract/texts.ts';
import type { Deps, Owner } from '../services/deps.ts';
import type { JobRow } from '../storage/rows.ts';
import type { PayloadIn, PayloadOf, ResultOf } from './registry.ts';

/** What the runner itself gives every job: its database, bus, log, and the runner. */
export type RunnerOwn = Pick<Deps, 'db' | 'bus' | 'log' | 'jobs'>;
/** What the jobs use besides the runner's own parts (the engines, files, settings). */
export type JobDeps = Omit<Deps, keyof RunnerOwn>;

export interface EnqueueOptions<T extends JobType> {
  /** The job's title as a text kind and parameters (rendered in the caller's language). */
  title: TextRef;
  bookId?: string | null;
  chapterId?: string | null;
  /** Units of work known up front (pieces, chapters). */
  total?: number;
  /** Credits the job holds until it debits them (renders). */
  quotedMilli?: number;
  /** The result's first values (validated like every later one). */
  result?: Partial<ResultOf<T>>;
  bytes?: number | null;
  idempotencyKey?: string | null;
}

export interface Jobs {
  /**
   * The one way to start background work: validates the payload against the type's schema, stores
   * the job (inside the caller's transaction, if any) and wakes the runner.
   */
  enqueue<T extends JobType>(type: T, payload: PayloadIn<T>, owner: Owner, opts: EnqueueOptions<T>): JobRow;
  /** Cancel a job: a queued one at once; a running one through its signal. */
  cancel(jobId: string): Promise<void>;
  isRunning(jobId: string): boolean;
  /** The job's payload, validated, when the job is of this type (else null). */
  payloadOf<T extends JobType>(job: JobRow, type: T): PayloadOf<T> | null;
  /** The job's result, validated, when the job is of this type (else null). */
  resultOf<T extends JobType>(job: JobRow, type: T): ResultOf<T> | null;
  /** Seconds of work the job still has (its own, not the queue's before it). */
  remainingSeconds(job: JobRow): number;
}

/**
 * An expected end of a job (the chapter was deleted, nothing is voiced…): its message is the job's
 * `error` for the user, and the runner logs no stack for it, as for an ApiError.
 */
export class JobFailure extends Error {
  override name = 'JobFailure';
}

/** Thrown by a job that stopped because its signal was aborted. */
export class JobAborted extends Error {
  override name = 'JobAborted';
}
