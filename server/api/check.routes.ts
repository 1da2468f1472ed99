import { z } from 'zod';
import { AcceptBody, CheckReport } from '../contract/check.ts';
import { acceptPieces, getCheckReport, startCheck } from '../services/check/check.service.ts';
import { defineRoute } from './route.ts';

const ChapterParams = z.object({ chapter_id: z.string() });

export const checkRoutes = [
  defineRoute({
    method: 'post', path: '/chapters/{chapter_id}/check', access: 'voicing', tag: 'Check',
    summary: 'Check the recording by speech recognition (free; bad pieces are re-voiced free with a new take)',
    description: 'Queues a check job and answers with the current report and that job. 409 when the chapter has no recording or is being voiced.',
    params: ChapterParams, response: CheckReport, errors: [409],
    handler: async ({ app, auth, params }) => startCheck(app, auth, params.chapter_id),
  }),
  defineRoute({
    method: 'get', path: '/chapters/{chapter_id}/check', access: 'read', tag: 'Check',
    summary: 'The latest check report of the chapter recording (with the latest check job)',
    params: ChapterParams, response: CheckReport, errors: [409],
    handler: async ({ app, auth, params }) => getCheckReport(app, auth, params.chapter_id),
  }),
  defineRoute({
    method: 'post', path: '/chapters/{chapter_id}/check/accept', access: 'voicing', tag: 'Check',
    summary: 'Accept pieces by ear: they count as `accepted` and are never re-voiced by a check',
    params: ChapterParams, body: AcceptBody, response: CheckReport, errors: [409],
    handler: async ({ app, auth, params, body }) => acceptPieces(app, auth, params.chapter_id, body.keys),
  }),
];
