// Jobs in the query cache: one entry per job (keys.job), written from the answers that start or
// cancel work, from chapter views and check reports, and from the event stream. What a job makes
// stale when its state changes is a table by job type, so a new type is one row here, not a branch
// in every screen.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { notifyManager, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { Job } from './types.ts';
import { keys } from './keys.ts';

export const isActive = (j: Job | undefined): boolean => !!j && (j.status === 'queued' || j.status === 'running');

/** Done fraction of a job, 0..1 (exports report bytes, renders pieces). */
export function jobFraction(j: Job): number {
  if (j.status === 'done') return 1;
  if (j.bytes_total) return Math.min(1, (j.bytes ?? 0) / j.bytes_total);
  return j.total ? Math.min(1, j.done / j.total) : 0;
}

export interface JobKind {
  /** Stale whenever the job changes state (queued → running → ended), not on mere progress. */
  onChange(job: Job): QueryKey[];
  /** Also stale once it has ended (done, failed or cancelled). */
  onEnd(job: Job): QueryKey[];
}

const bookOf = (j: Job): QueryKey[] => (j.book_id ? [keys.book(j.book_id), keys.books] : []);
const chapterOf = (j: Job): QueryKey[] => (j.chapter_id ? [keys.chapter(j.chapter_id), keys.check(j.chapter_id)] : []);

/** A job type this studio does not know yet: everything the job names, and the balance. */
const ANY_JOB: JobKind = { onChange: bookOf, onEnd: (j) => [...chapterOf(j), keys.money] };

export const JOB_KINDS: Record<string, JobKind> = {
  // Voicing debits the balance and changes the chapter, its recording and what the check heard.
  render: ANY_JOB,
  check: ANY_JOB,
  export: { onChange: bookOf, onEnd: (j) => [...(j.book_id ? [keys.exports(j.book_id)] : []), keys.money] },
  import: { onChange: bookOf, onEnd: bookOf },
  // An installed voice joins GET /voices; installed stress data leaves the recommended list (under
  // voices) and changes which forms a rule reads and the chapters' stress notes.
  model_install: { onChange: () => [keys.models], onEnd: () => [keys.models, keys.voices, keys.rules, keys.chapters] },
};

export const jobKind = (type: string): JobKind => JOB_KINDS[type] ?? ANY_JOB;

/** Writes a job seen inside another answer (a chapter view, a check report): no side effects. */
export function rememberJob(qc: QueryClient, job: Job): void {
  qc.setQueryData(keys.job(job.id), job);
}

/**
 * A job's new state: written to the cache; returns what it makes stale (nothing for progress of a
 * running job). `first sight` of a running job also refreshes its chapter, whose status follows.
 */
export function jobSeen(qc: QueryClient, job: Job): QueryKey[] {
  const before = qc.getQueryData<Job>(keys.job(job.id));
  rememberJob(qc, job);
  if (before?.status === job.status && isActive(job)) return [];
  const kind = jobKind(job.type);
  const stale = [...kind.onChange(job)];
  if (!isActive(job)) stale.push(...kind.onEnd(job));
  else if (!before && job.chapter_id) stale.push(keys.chapter(job.chapter_id));
  return unique(stale);
}

export function unique(list: QueryKey[]): QueryKey[] {
  const seen = new Set<string>();
  return list.filter((k) => {
    const id = JSON.stringify(k);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Marks keys stale at once (answers to the user's own actions; the event stream throttles its own). */
export function markStale(qc: QueryClient, stale: QueryKey[]): void {
  for (const queryKey of stale) void qc.invalidateQueries({ queryKey });
}

export function allJobs(qc: QueryClient): Job[] {
  return qc.getQueryCache().findAll({ queryKey: keys.jobs }).flatMap((q) => (q.state.data ? [q.state.data as Job] : []));
}

/** The newest job the studio has seen that `pick` accepts. */
export function latestJob(qc: QueryClient, pick: (j: Job) => boolean): Job | undefined {
  let best: Job | undefined;
  for (const j of allJobs(qc)) if (pick(j) && (!best || j.created_at > best.created_at)) best = j;
  return best;
}

/** The newest job `pick` accepts, kept up to date as jobs arrive (the same object while it does not change). */
export function useLatestJob(pick: (j: Job) => boolean): Job | undefined {
  const qc = useQueryClient();
  const ref = useRef(pick);
  ref.current = pick;
  const subscribe = useCallback((onChange: () => void) => qc.getQueryCache().subscribe(notifyManager.batchCalls(onChange)), [qc]);
  return useSyncExternalStore(subscribe, () => latestJob(qc, ref.current));
}
