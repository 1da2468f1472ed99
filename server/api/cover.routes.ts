import multer from 'multer';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { BookResponse } from '../contract/books.ts';
import { ErrorCodes } from '../contract/common.ts';
import { ApiError } from '../errors.ts';
import { deleteCover, MAX_COVER_BYTES, putCover } from '../services/books/cover.service.ts';
import { ownBook } from '../services/ownership.ts';
import { defineRoute } from './route.ts';

const BookParams = z.object({ book_id: z.string() });

const CoverForm = z
  .object({ file: z.string().meta({ format: 'binary', description: 'JPEG, PNG, WebP or GIF, up to 10 MB' }) })
  .meta({ id: 'CoverForm' });

const parser = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_COVER_BYTES + 1, files: 1, fields: 2, parts: 3 } }).single('file');

const SEND_AS = 'Send the cover as multipart/form-data with a "file" field.';

function parseMultipart(req: Request, res: Response): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    parser(req, res, (err: unknown) => {
      if (err) {
        // Part of the body may be unread: the client must not reuse this connection.
        res.setHeader('Connection', 'close');
        const code = (err as { code?: string }).code;
        return reject(code === 'LIMIT_FILE_SIZE' ? new ApiError(400, ErrorCodes.tooLarge, 'The cover is larger than 10 MB.') : new ApiError(400, ErrorCodes.badFile, SEND_AS));
      }
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (!file) return reject(new ApiError(400, ErrorCodes.badFile, 'No file: send the cover in the "file" field.'));
      resolve(file.buffer);
    });
  });
}

export const coverRoutes = [
  defineRoute({
    method: 'put', path: '/books/{book_id}/cover', access: 'all', tag: 'Books',
    summary: 'Set the book\'s cover (JPEG, PNG, WebP or GIF, up to 10 MB; multipart field "file")',
    params: BookParams, multipart: CoverForm, response: BookResponse, errors: [400],
    handler: async ({ app, auth, params, req, res }) => {
      // The book is checked before the upload is read: nobody streams 10 MB at someone else's book.
      ownBook(app, auth, params.book_id);
      if (!req.is('multipart/form-data')) throw new ApiError(400, ErrorCodes.badFile, SEND_AS);
      return { book: putCover(app, auth, params.book_id, await parseMultipart(req, res)) };
    },
  }),
  defineRoute({
    method: 'delete', path: '/books/{book_id}/cover', access: 'all', tag: 'Books', summary: 'Take the book\'s cover away',
    params: BookParams, response: BookResponse,
    handler: async ({ app, auth, params }) => ({ book: deleteCover(app, auth, params.book_id) }),
  }),
];
