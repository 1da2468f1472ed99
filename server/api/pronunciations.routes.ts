import { z } from 'zod';
import {
  CreatePronunciationBody, IdResponse, Pronunciation, PronunciationsQuery, PronunciationsResponse, RuleFormsQuery, RuleFormsResponse, UpdatePronunciationBody,
} from '../contract/pronunciations.ts';
import { addPronunciation, editPronunciation, listPronunciations, pronunciationForms, removePronunciation } from '../services/pronunciations.service.ts';
import { defineRoute } from './route.ts';

export const pronunciationsRoutes = [
  defineRoute({
    method: 'post', path: '/pronunciations', access: 'all', tag: 'Pronunciation', status: 201,
    summary: 'Add a pronunciation rule (for a book and its series, or for all the user\'s books)',
    body: CreatePronunciationBody, response: IdResponse,
    handler: async ({ app, auth, body }) => addPronunciation(app, auth, body),
  }),
  defineRoute({
    method: 'get', path: '/pronunciations', access: 'read', tag: 'Pronunciation', summary: 'Pronunciation rules',
    query: PronunciationsQuery, response: PronunciationsResponse,
    handler: async ({ app, auth, query }) => listPronunciations(app, auth, query.book_id),
  }),
  defineRoute({
    method: 'patch', path: '/pronunciations/{rule_id}', access: 'all', tag: 'Pronunciation',
    summary: 'Edit a pronunciation rule (its word, reading, note, or whether it reads only the word as written)',
    params: z.object({ rule_id: z.string() }), body: UpdatePronunciationBody, response: Pronunciation,
    handler: async ({ app, auth, params, body }) => editPronunciation(app, auth, params.rule_id, body),
  }),
  defineRoute({
    method: 'get', path: '/pronunciations/{rule_id}/forms', access: 'read', tag: 'Pronunciation',
    summary: 'The words of a book a rule reads: its own word and its other forms, with how each is said',
    params: z.object({ rule_id: z.string() }), query: RuleFormsQuery, response: RuleFormsResponse,
    handler: async ({ app, auth, params, query }) => pronunciationForms(app, auth, params.rule_id, query.book_id),
  }),
  defineRoute({
    method: 'delete', path: '/pronunciations/{rule_id}', access: 'all', tag: 'Pronunciation', summary: 'Remove a pronunciation rule',
    params: z.object({ rule_id: z.string() }), response: z.object({ deleted: z.boolean() }),
    handler: async ({ app, auth, params }) => {
      removePronunciation(app, auth, params.rule_id);
      return { deleted: true };
    },
  }),
];
