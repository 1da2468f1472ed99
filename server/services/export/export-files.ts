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

export function exportPath(job: JobRow): string | null {
  const r = JSON.parse(job.result) as { path?: unknown };
  return typeof r.path === 'string' ? r.path : null;
}

/** The job's file, when it is finished and still on disk. */
export function exportFileExists(job: JobRow): boolean {
  const path = exportPath(job);
  return job.status === 'done' && path !== null && existsSync(path);
}

export function pruneOldExports(deps: Pick<Deps, 'config' | 'db'>, bookId: string, format: ExportFormat): void {
  const root = resolve(deps.config.exportsDir) + sep;
  const done = listBookJobs(deps.db, bookId, 'export').filter(
    (j) => j.status === 'done' && (JSON.parse(j.payload) as { format?: string }).format === format,
  );
  for (const old of done.slice(KEEP_EXPORTS)) {
    const path = exportPath(old);
    // Only ever delete inside the exports folder.
    if (path && resolve(path).startsWith(root)) rmSync(path, { force: true });
  }
}
