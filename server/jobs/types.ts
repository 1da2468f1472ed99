import type { AppContext } from '../context.ts';
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

export interface JobHandlerArgs {
  app: AppContext;
  job: JobRow;
  /** Aborted when the job is cancelled or the studio shuts down. */
  signal: AbortSignal;
  /** Stores progress on the job row and streams it to the user's SSE. */
  progress: (p: JobProgress) => void;
}

export interface JobHandler {
  run(args: JobHandlerArgs): Promise<void>;
  /** Called after the job ends in any state (done, failed, cancelled), to settle side records. */
  settle?(app: AppContext, job: JobRow): void;
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
