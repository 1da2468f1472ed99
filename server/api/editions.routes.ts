import { z } from 'zod';
import { EditionsResponse, NewEditionBody } from '../contract/books.ts';
import { closeBookEdition, listBookEditions, newBookEdition } from '../services/editions.service.ts';
import { defineRoute } from './route.ts';

export const editionsRoutes = [
  defineRoute({
    method: 'get', path: '/books/{book_id}/editions', access: 'read', tag: 'Books', summary: 'Editions of a book',
    params: z.object({ book_id: z.string() }), response: EditionsResponse,
    handler: async ({ app, auth, params }) => listBookEditions(app, auth, params.book_id),
  }),
  defineRoute({
    method: 'post', path: '/books/{book_id}/editions', access: 'all', tag: 'Books', status: 201,
    summary: 'Open a new draft edition copying the current one (finished sound is reused)',
    params: z.object({ book_id: z.string() }), body: NewEditionBody, response: EditionsResponse,
    handler: async ({ app, auth, params, body }) => newBookEdition(app, auth, params.book_id, body.name),
  }),
  defineRoute({
    method: 'post', path: '/books/{book_id}/editions/{edition_id}/close', access: 'all', tag: 'Books',
    summary: 'Close an edition: its renders and text edits then answer 409',
    params: z.object({ book_id: z.string(), edition_id: z.string() }), response: EditionsResponse, errors: [409],
    handler: async ({ app, auth, params }) => closeBookEdition(app, auth, params.book_id, params.edition_id),
  }),
];
