// What a job type is: one definition (a *.job.ts file) listed once in registry.ts. The runner,
// the services and the API know job types only through these definitions.
import type { z } from 'zod';
import type { JobRow } from '../storage/rows.ts';
import type { JobDeps, RunnerOwn } from './types.ts';

/** A change of a job's progress, stored on its row and streamed to the owner's SSE (`job.updated`). */
export interface JobProgress<R> {
  stage?: JobRow['stage'];
  done?: number;
  total?: number;
  reused?: number;
  bytes?: number | null;
  bytes_total?: number | null;
  /** Merged into the stored result, which is then validated against the definition's schema. */
  result?: Partial<R>;
}

export interface RunContext<P, R, D = JobDeps> {
  deps: D & RunnerOwn;
  job: JobRow;
  /** The payload, validated against the definition's schema. */
  payload: P;
  /** Aborted when the job is cancelled or the studio stops (then the job stays queued for the next start). */
  signal: AbortSignal;
  progress(p: JobProgress<R>): void;
}

/** A finished (done, failed or cancelled) or a waiting job, as settle and remaining see it. */
export interface JobView<P, R, D = JobDeps> {
  deps: D & RunnerOwn;
  job: JobRow;
  /** Parsed on demand: a render's payload holds every piece of the chapter. */
  payload(): P;
  result: R;
}

/**
 * Methods, not function-valued properties: a registry holds definitions of different payloads
 * side by side, which method parameters (checked bivariantly) allow without casts.
 */
export interface JobDefinition<T extends string = string, PS extends z.ZodType = z.ZodType, RS extends z.ZodType = z.ZodType, D = JobDeps> {
  /** Public API (the Job object's `type`): never rename one. */
  type: T;
  /** What `jobs.enqueue` accepts; validated when written and when read. */
  payload: PS;
  /** What the job reports in `result` (all fields optional: it fills up as the job runs). */
  result: RS;
  /** Jobs of this type running at once; `onePerUser`: a user's jobs of this type run one at a time. */
  concurrency(deps: D): number;
  onePerUser?: boolean;
  /**
   * With `onePerUser`: the stage from which a running job no longer holds its user's turn, so the
   * user's next job of this type starts beside it (within `concurrency`). A render's encoding uses
   * other cores than synthesis: the next chapter is voiced while this one is encoded.
   */
  turnEndsAt?: JobRow['stage'];
  run(ctx: RunContext<z.output<PS>, z.output<RS>, D>): Promise<void>;
  /** After the job ended in any state (done, failed, cancelled): side records and named events. */
  settle?(view: JobView<z.output<PS>, z.output<RS>, D>): void;
  /**
   * Once when the runner starts, before any job runs: puts right what a studio killed mid-work left
   * behind (jobs it left running are already back in the queue).
   */
  recover?(deps: D & RunnerOwn): void;
  /** Seconds of work the job still has (its own, not the queue's before it). */
  remaining(view: JobView<z.output<PS>, z.output<RS>, D>): number;
}

/**
 * `defineJob<'config' | 'synth'>()({ type, payload, … })`: `Uses` names the parts of the studio the
 * job uses besides the runner's own (db, bus, log, jobs), and its methods see only those.
 */
export function defineJob<Uses extends keyof JobDeps = never>() {
  return <T extends string, PS extends z.ZodType, RS extends z.ZodType>(def: JobDefinition<T, PS, RS, Pick<JobDeps, Uses>>) => def;
}
