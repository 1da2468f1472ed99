import { z } from 'zod';
import { ExportBody, ExportsResponse } from '../contract/exports.ts';
import { JobResponse } from '../contract/jobs.ts';
import { listExports, queueExport } from '../services/export/export.service.ts';
import { defineRoute } from './route.ts';

const BookParams = z.object({ book_id: z.string() });

export const exportRoutes = [
  defineRoute({
    method: 'post', path: '/books/{book_id}/export', access: 'voicing', tag: 'Export',
    summary: 'Assemble the voiced chapters into an m4b (default), a zip of MP3s or a read-along EPUB 3 (free); the same export already in work is returned',
    params: BookParams, body: ExportBody, response: JobResponse, errors: [400],
    handler: async ({ app, auth, params, body }) => ({ job: queueExport(app, auth, params.book_id, body.format ?? 'm4b') }),
  }),
  defineRoute({
    method: 'get', path: '/books/{book_id}/exports', access: 'read', tag: 'Export', summary: 'Exports of a book, newest first',
    params: BookParams, response: ExportsResponse,
    handler: async ({ app, auth, params }) => listExports(app, auth, params.book_id),
  }),
];
