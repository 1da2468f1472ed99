// The finished export files of a book: only the newest few of each format are kept on disk, so
// re-exporting after every edit does not fill the data folder with hour-long audiobooks.
import { existsSync, rmSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import type { Deps } from '../deps.ts';
import type { ExportFormat } from '../../contract/enums.ts';
import { listBookJobs } from '../../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../../storage/rows.ts';

/** Finished exports kept per book and format; older files are deleted. */
export const KEEP_EXPORTS = 3;

/** The export job's file, when the job is finished and the file still on disk (else null). */
export function finishedExportFile(deps: Pick<Deps, 'jobs'>, job: JobRow): string | null {
  const path = job.status === 'done' ? deps.jobs.resultOf(job, 'export')?.path : undefined;
  return path && existsSync(path) ? path : null;
}

export function pruneOldExports(deps: Pick<Deps, 'config' | 'db' | 'jobs'>, bookId: string, format: ExportFormat): void {
  const root = resolve(deps.config.exportsDir) + sep;
  const done = listBookJobs(deps.db, bookId, 'export').filter((j) => j.status === 'done' && deps.jobs.payloadOf(j, 'export')?.format === format);
  for (const old of done.slice(KEEP_EXPORTS)) {
    const path = deps.jobs.resultOf(old, 'export')?.path;
    // Only ever delete inside the exports folder.
    if (path && resolve(path).startsWith(root)) rmSync(path, { force: true });
  }
}
