import { z } from 'zod';
import { ChapterView, SpeakerFixView } from '../contract/chapters.ts';
import { PatchSegmentBody, PutSegmentTextBody, SetSpeakerBody, TakeBody, UncarryBody } from '../contract/segments.ts';
import { patchSegment, putSegmentText, setSpeaker, takeSegment, uncarry } from '../services/segments.service.ts';
import { defineRoute } from './route.ts';

const SegmentParams = z.object({ segment_id: z.string() });

export const segmentsRoutes = [
  defineRoute({
    method: 'patch', path: '/segments/{segment_id}', access: 'all', tag: 'Chapters',
    summary: 'Change a line: speaker, kind, emotion, stress, delivery, pause, skip (answers with the whole chapter)',
    params: SegmentParams, body: PatchSegmentBody, response: SpeakerFixView, errors: [409],
    handler: async ({ app, auth, params, body }) => patchSegment(app, auth, params.segment_id, body),
  }),
  defineRoute({
    method: 'post', path: '/chapters/{chapter_id}/segments/speaker', access: 'all', tag: 'Chapters',
    summary: 'Give lines of a chapter one speaker (and kind) in one request (answers with the whole chapter)',
    params: z.object({ chapter_id: z.string() }), body: SetSpeakerBody, response: SpeakerFixView, errors: [409],
    handler: async ({ app, auth, params, body }) => setSpeaker(app, auth, params.chapter_id, body),
  }),
  defineRoute({
    method: 'post', path: '/chapters/{chapter_id}/segments/uncarry', access: 'all', tag: 'Chapters',
    summary: 'Put back lines a speaker fix carried through (the `carried` of its answer) as they were (answers with the whole chapter)',
    params: z.object({ chapter_id: z.string() }), body: UncarryBody, response: ChapterView, errors: [409],
    handler: async ({ app, auth, params, body }) => uncarry(app, auth, params.chapter_id, body),
  }),
  defineRoute({
    method: 'put', path: '/segments/{segment_id}/text', access: 'all', tag: 'Chapters',
    summary: 'Replace a line\'s text (speaker, emotion, take and marks on unchanged words stay)',
    params: SegmentParams, body: PutSegmentTextBody, response: ChapterView, errors: [409],
    handler: async ({ app, auth, params, body }) => putSegmentText(app, auth, params.segment_id, body.text),
  }),
  defineRoute({
    method: 'post', path: '/segments/{segment_id}/take', access: 'voicing', tag: 'Voicing',
    summary: 'Make a new take of a line or go back to an existing one',
    params: SegmentParams, body: TakeBody, response: ChapterView, errors: [409],
    handler: async ({ app, auth, params, body }) => takeSegment(app, auth, params.segment_id, body),
  }),
];
