// Jobs as the API shows them (with eta_s from measured speed and, on finished exports, a fresh
// download link), and their cancellation.
import type { Auth, Deps } from './deps.ts';
import type { Job } from '../contract/jobs.ts';
import { activeJobs } from '../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../storage/rows.ts';
import { MIME } from '../files/links.ts';
import { jobDto } from './dto.ts';
import { synthSeconds } from './speed.service.ts';
import { exportRemainingSeconds } from './export/export-speed.ts';
import { exportFileExists } from './export/export-files.ts';
import { ownJob } from './ownership.ts';

interface RenderResult {
  new_chars?: number;
  voiced_chars?: number;
  path?: string;
  file_name?: string;
}

/** Seconds of work a job still has (without waiting in the queue). */
export function remainingSeconds(deps: Pick<Deps, 'db' | 'synth'>, job: JobRow): number {
  const r = JSON.parse(job.result) as RenderResult;
  if (job.type === 'render') {
    const left = Math.max(0, (r.new_chars ?? 0) - (r.voiced_chars ?? 0));
    return synthSeconds(deps, left, deps.synth.workers) + (job.stage === 'done' ? 0 : 1);
  }
  if (job.type === 'export') return job.stage === 'done' ? 0 : exportRemainingSeconds(deps, job);
  return Math.max(1, (job.total - job.done) * 0.5);
}

/** Seconds until the queue reaches a job: the work of jobs ahead of it. */
export function queueWaitSeconds(deps: Pick<Deps, 'db' | 'synth'>, job: JobRow | null): number {
  let wait = 0;
  for (const j of activeJobs(deps.db)) {
    if (job && (j.id === job.id || j.created_at > job.created_at)) continue;
    if (j.type !== (job?.type ?? 'render')) continue;
    wait += remainingSeconds(deps, j);
  }
  return Math.round(wait * 10) / 10;
}

export function jobView(deps: Pick<Deps, 'db' | 'files' | 'synth'>, job: JobRow): Job {
  let eta = 0;
  if (job.status === 'running') eta = remainingSeconds(deps, job);
  else if (job.status === 'queued') eta = queueWaitSeconds(deps, job) + remainingSeconds(deps, job);
  const r = JSON.parse(job.result) as RenderResult;
  // A pruned older export keeps its job but has no file: no link then.
  const downloadUrl = job.type === 'export' && r.path && exportFileExists(job)
    ? deps.files.url(r.path, r.path.endsWith('.zip') ? MIME.zip : MIME.m4b, r.file_name) : undefined;
  return jobDto(job, { etaS: Math.round(eta * 10) / 10, downloadUrl });
}

export function getJobFor(deps: Pick<Deps, 'db' | 'files' | 'synth'>, auth: Auth, jobId: string): Job {
  return jobView(deps, ownJob(deps, auth, jobId));
}

export async function cancelJobFor(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth'>, auth: Auth, jobId: string): Promise<Job> {
  const job = ownJob(deps, auth, jobId);
  if (job.status === 'queued' || job.status === 'running') await deps.jobs.cancel(job.id);
  return jobView(deps, ownJob(deps, auth, jobId));
}
