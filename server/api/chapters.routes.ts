import { z } from 'zod';
import { ChapterView } from '../contract/chapters.ts';
import { JobResponse } from '../contract/jobs.ts';
import { queueRender } from '../services/render.service.ts';
import { chapterView } from '../services/chapters/chapter-view.ts';
import { ownChapter } from '../services/ownership.ts';
import { defineRoute } from './route.ts';

const ChapterParams = z.object({ chapter_id: z.string() });

export const chaptersRoutes = [
  defineRoute({
    method: 'get', path: '/chapters/{chapter_id}', access: 'read', tag: 'Chapters',
    summary: 'A chapter: lines in text order, pieces, problems, latest job, timeline and the price of voicing it now',
    params: ChapterParams, response: ChapterView,
    handler: async ({ app, auth, params }) => {
      const { chapter, book } = ownChapter(app, auth, params.chapter_id);
      return chapterView(app, book, chapter, auth.lang);
    },
  }),

  defineRoute({
    method: 'post', path: '/chapters/{chapter_id}/render', access: 'voicing', tag: 'Voicing',
    summary: 'Queue the voicing of a chapter (returns at once; pieces already voiced are free)',
    description: 'Header Idempotency-Key: a repeat with the same value returns the same job.',
    params: ChapterParams, response: JobResponse, errors: [402, 409, 422, 429],
    handler: async ({ app, auth, params, req }) => {
      const key = req.headers['idempotency-key'];
      return { job: queueRender(app, auth, params.chapter_id, Array.isArray(key) ? key[0] : key) };
    },
  }),
];
