// The one list of job types and their handlers. Job type names are public (the API's `type`):
// never rename one.
import type { JobRow } from '../storage/rows.ts';
import type { JobHandler } from './types.ts';
import { renderJob } from './handlers/render.job.ts';
import { exportJob } from './handlers/export.job.ts';
import { checkJob } from './handlers/check.job.ts';

export function jobHandlers(): Record<JobRow['type'], JobHandler> {
  return { render: renderJob, export: exportJob, check: checkJob };
}
