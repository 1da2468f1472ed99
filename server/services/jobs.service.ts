// Jobs as the API shows them (with eta_s from measured speed and, on finished exports, a fresh
// download link), and their cancellation.
import type { Auth, Deps } from './deps.ts';
import type { Job } from '../contract/jobs.ts';
import { DEFAULT_LANG, type Lang, type TextRef } from '../contract/texts.ts';
import type { JobType } from '../contract/enums.ts';
import { parseTextRef, refIn, storedText } from '../domain/texts.ts';
import { activeJobs } from '../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../storage/rows.ts';
import { MIME } from '../files/links.ts';
import { jobDto } from './dto.ts';
import { finishedExportFile } from './export/export-files.ts';
import { ownJob } from './ownership.ts';

/** Seconds until the queue reaches a job (or a new job of `type`): the work of the jobs ahead of it. */
export function queueWaitSeconds(deps: Pick<Deps, 'db' | 'jobs'>, job: JobRow | null, type: JobType = job?.type ?? 'render'): number {
  let wait = 0;
  for (const j of activeJobs(deps.db)) {
    if (job && (j.id === job.id || j.created_at > job.created_at)) continue;
    if (j.type !== type) continue;
    wait += deps.jobs.remainingSeconds(j);
  }
  return Math.round(wait * 10) / 10;
}

function titleRefIn(job: JobRow, lang: Lang): TextRef | null {
  const ref = parseTextRef(job.title_kind, job.title_params);
  return ref && refIn(ref, lang);
}

/** The job as the API shows it; its title in `lang` (events, which have no caller, are in the default). */
export function jobView(deps: Pick<Deps, 'db' | 'jobs' | 'files'>, job: JobRow, lang: Lang = DEFAULT_LANG): Job {
  let eta = 0;
  if (job.status === 'running') eta = deps.jobs.remainingSeconds(job);
  else if (job.status === 'queued') eta = queueWaitSeconds(deps, job) + deps.jobs.remainingSeconds(job);
  const exported = deps.jobs.resultOf(job, 'export');
  // A pruned older export keeps its job but has no file: no link then.
  const file = exported ? finishedExportFile(deps, job) : null;
  return jobDto(job, {
    etaS: Math.round(eta * 10) / 10,
    title: storedText(job.title_kind, job.title_params, job.title, lang),
    titleRef: titleRefIn(job, lang),
    downloadUrl: file ? deps.files.url(file, file.endsWith('.zip') ? MIME.zip : file.endsWith('.epub') ? MIME.epub : MIME.m4b, exported?.file_name) : undefined,
    sound: exported?.sound,
    format: deps.jobs.payloadOf(job, 'export')?.format,
    missingChapters: deps.jobs.payloadOf(job, 'export')?.missing,
  });
}

export function getJobFor(deps: Pick<Deps, 'db' | 'jobs' | 'files'>, auth: Auth, jobId: string): Job {
  return jobView(deps, ownJob(deps, auth, jobId), auth.lang);
}

export async function cancelJobFor(deps: Pick<Deps, 'db' | 'jobs' | 'files'>, auth: Auth, jobId: string): Promise<Job> {
  const job = ownJob(deps, auth, jobId);
  if (job.status === 'queued' || job.status === 'running') await deps.jobs.cancel(job.id);
  return jobView(deps, ownJob(deps, auth, jobId), auth.lang);
}
