// Jobs the studio has seen (queued from here, or announced by the event stream), by id.
import { create } from 'zustand';
import type { Job } from '../api/types.ts';

interface JobsState {
  byId: Record<string, Job>;
  upsert(job: Job): void;
}

export const useJobs = create<JobsState>()((set, get) => ({
  byId: {},
  upsert(job) {
    const old = get().byId[job.id];
    if (old && old.status === job.status && old.done === job.done && old.stage === job.stage && old.eta_s === job.eta_s
      && old.bytes === job.bytes && old.download_url === job.download_url) return;
    set({ byId: { ...get().byId, [job.id]: job } });
  },
}));

export const isActive = (j: Job | undefined): boolean => !!j && (j.status === 'queued' || j.status === 'running');

/** The newest job of a type for a chapter (null when none was seen). */
export function latestJob(byId: Record<string, Job>, pick: (j: Job) => boolean): Job | undefined {
  let best: Job | undefined;
  for (const j of Object.values(byId)) if (pick(j) && (!best || j.created_at > best.created_at)) best = j;
  return best;
}

/** Done fraction of a job, 0..1 (exports report bytes, renders pieces). */
export function jobFraction(j: Job): number {
  if (j.status === 'done') return 1;
  if (j.bytes_total) return Math.min(1, (j.bytes ?? 0) / j.bytes_total);
  return j.total ? Math.min(1, j.done / j.total) : 0;
}
