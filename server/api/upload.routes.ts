import multer from 'multer';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { UploadResponse } from '../contract/books.ts';
import { ErrorCodes } from '../contract/common.ts';
import { ApiError } from '../errors.ts';
import { MAX_UPLOAD_BYTES, uploadBook } from '../services/books/upload.service.ts';
import { defineRoute } from './route.ts';

const UploadForm = z
  .object({
    file: z.string().meta({ format: 'binary', description: 'txt, docx, fb2, fb2.zip or epub, up to 20 MB' }),
    title: z.string().optional(),
    copy: z.enum(['1', '0', 'true', 'false']).optional(),
  })
  .meta({ id: 'UploadForm' });

// One file in memory (20 MB at most), a few small text fields; Cyrillic file names decoded as UTF-8.
const parser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 5, fieldSize: 10_000, parts: 8 },
  defParamCharset: 'utf8',
}).single('file');

function parseMultipart(req: Request, res: Response): Promise<void> {
  return new Promise((resolve, reject) => {
    parser(req, res, (err: unknown) => {
      if (!err) return resolve();
      // The answer may leave part of the body unread: the client must not reuse this connection.
      res.setHeader('Connection', 'close');
      const e = err as { code?: string; message?: string };
      if (e.code === 'LIMIT_FILE_SIZE') return reject(new ApiError(400, ErrorCodes.tooLarge, 'The file is larger than 20 MB.', {}, 'too_large'));
      if (e.code?.startsWith('LIMIT_')) return reject(new ApiError(400, ErrorCodes.badFile, `The upload has too many or too large parts (${e.code}).`));
      reject(new ApiError(400, ErrorCodes.badFile, 'Send the book as multipart/form-data with a "file" field.'));
    });
  });
}

export const uploadRoutes = [
  defineRoute({
    method: 'post', path: '/books/upload', access: 'voicing', tag: 'Books', status: 201,
    summary: 'Create a book from a file (txt, docx, fb2, fb2.zip, epub; up to 20 MB)',
    description: 'Small files answer with a ready book; big ones with status "importing" and progress in `analysis`. 409 with detail.duplicate when the same file was uploaded (copy=1 uploads anyway).',
    multipart: UploadForm, response: UploadResponse, errors: [400, 402, 409],
    handler: async ({ app, auth, req, res }) => {
      if (!req.is('multipart/form-data')) throw new ApiError(400, ErrorCodes.badFile, 'Send the book as multipart/form-data with a "file" field.');
      await parseMultipart(req, res);
      const file = (req as Request & { file?: Express.Multer.File }).file;
      if (!file) throw new ApiError(400, ErrorCodes.badFile, 'No file: send it in the "file" field.');
      const body = (req.body ?? {}) as Record<string, string>;
      const copy = body.copy === '1' || body.copy === 'true';
      return uploadBook(app, auth, { data: file.buffer, fileName: file.originalname, title: body.title, copy });
    },
  }),
];
