import { z } from 'zod';
import { JobResponse } from '../contract/jobs.ts';
import { cancelJobFor, getJobFor } from '../services/jobs.service.ts';
import { defineRoute } from './route.ts';

const JobParams = z.object({ job_id: z.string() });

export const jobsRoutes = [
  defineRoute({
    method: 'get', path: '/jobs/{job_id}', access: 'read', tag: 'Voicing', summary: 'A job and its progress',
    params: JobParams, response: JobResponse,
    handler: async ({ app, auth, params }) => ({ job: getJobFor(app, auth, params.job_id) }),
  }),
  defineRoute({
    method: 'delete', path: '/jobs/{job_id}', access: 'voicing', tag: 'Voicing',
    summary: 'Stop a job: pieces already in synthesis finish and are debited, the rest is not',
    params: JobParams, response: JobResponse,
    handler: async ({ app, auth, params }) => ({ job: await cancelJobFor(app, auth, params.job_id) }),
  }),
];
