import { z } from 'zod';
import {
  BookDetailResponse, BookListResponse, BookResponse, CreateBookBody, DeletedResponse, PatchBookBody, PutSeriesBody, PutSeriesResponse,
  Quote, QuoteBody, SearchQuery, SearchResponse, TrashedBookResponse, TrashResponse,
} from '../contract/books.ts';
import { createBookFromText, getBookDetail, listBooksFor, patchBook } from '../services/books/books.service.ts';
import { putSeries } from '../services/books/series.service.ts';
import { ownBook } from '../services/ownership.ts';
import { quoteBook } from '../services/quote.service.ts';
import { searchBook } from '../services/search.service.ts';
import { listTrash, purgeBook, restoreBook, trashBook } from '../services/books/trash.service.ts';
import { defineRoute } from './route.ts';

const BookParams = z.object({ book_id: z.string() });

export const booksRoutes = [
  defineRoute({
    method: 'get', path: '/books', access: 'read', tag: 'Books', summary: 'The caller\'s books (not in the trash)',
    response: BookListResponse,
    handler: async ({ app, auth }) => listBooksFor(app, auth),
  }),
  defineRoute({
    method: 'post', path: '/books', access: 'voicing', tag: 'Books', status: 201,
    summary: 'Create a book from text',
    description: 'Lines «Глава <N>» (also Часть/Пролог/Эпилог, Chapter N) split chapters; dialogue starts with a dash. Speakers, characters and voices are assigned.',
    body: CreateBookBody, bodyLimit: 64 * 1024 * 1024, response: BookResponse, errors: [402, 413],
    handler: async ({ app, auth, body }) => ({ book: await createBookFromText(app, auth, body) }),
  }),
  defineRoute({
    method: 'get', path: '/books/{book_id}', access: 'read', tag: 'Books', summary: 'A book with chapters, characters and its edition',
    params: BookParams, response: BookDetailResponse,
    handler: async ({ app, auth, params }) => ({ book: getBookDetail(app, auth, params.book_id) }),
  }),
  defineRoute({
    method: 'patch', path: '/books/{book_id}', access: 'all', tag: 'Books', summary: 'Change a book (send only what changes)',
    params: BookParams, body: PatchBookBody, response: BookResponse,
    handler: async ({ app, auth, params, body }) => ({ book: patchBook(app, auth, params.book_id, body) }),
  }),
  defineRoute({
    method: 'delete', path: '/books/{book_id}', access: 'all', tag: 'Books', summary: 'Move a book to the trash (its jobs in work are cancelled)',
    description: 'The book leaves GET /books and answers 404 until restored. GET /trash lists it; DELETE /trash/{book_id} removes it for good.',
    params: BookParams, response: TrashedBookResponse,
    handler: async ({ app, auth, params }) => ({ book: await trashBook(app, auth, params.book_id) }),
  }),
  defineRoute({
    method: 'post', path: '/books/{book_id}/restore', access: 'all', tag: 'Books', summary: 'Take a book back out of the trash',
    params: BookParams, response: BookResponse,
    handler: async ({ app, auth, params }) => ({ book: restoreBook(app, auth, params.book_id) }),
  }),
  defineRoute({
    method: 'get', path: '/trash', access: 'read', tag: 'Books', summary: 'Books in the trash, most recently trashed first',
    response: TrashResponse,
    handler: async ({ app, auth }) => listTrash(app, auth),
  }),
  defineRoute({
    method: 'delete', path: '/trash/{book_id}', access: 'all', tag: 'Books',
    summary: 'Remove a book in the trash for good, with its recordings, cover and exports (the ledger keeps its entries)',
    params: BookParams, response: DeletedResponse,
    handler: async ({ app, auth, params }) => purgeBook(app, auth, params.book_id),
  }),
  defineRoute({
    method: 'put', path: '/books/{book_id}/series', access: 'all', tag: 'Books', summary: 'Put the book into a series ({} leaves it)',
    params: BookParams, body: PutSeriesBody, response: PutSeriesResponse,
    handler: async ({ app, auth, params, body }) => putSeries(app, auth, ownBook(app, auth, params.book_id), body),
  }),
  defineRoute({
    method: 'post', path: '/books/{book_id}/quote', access: 'voicing', tag: 'Voicing', summary: 'Exact price and time of voicing chapters now',
    params: BookParams, body: QuoteBody, response: Quote,
    handler: async ({ app, auth, params, body }) => quoteBook(app, auth, params.book_id, body.chapter_ids),
  }),
  defineRoute({
    method: 'get', path: '/books/{book_id}/search', access: 'read', tag: 'Books', summary: 'Search the book text (ё = е, stress marks ignored)',
    params: BookParams, query: SearchQuery, response: SearchResponse,
    handler: async ({ app, auth, params, query }) => searchBook(app, auth, params.book_id, query.q),
  }),
];
