// Every failure becomes `{detail, code}` JSON with the right status: our ApiErrors, schema
// violations (422 naming the field), body-parser errors (bad JSON 400, too large 413) and, as a
// last resort, a logged 500 that tests treat as a bug. Never an HTML page.
import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { ErrorCodes } from '../../contract/common.ts';
import { ApiError } from '../../errors.ts';
import { issueField, MAX_ISSUES } from './field-issues.ts';

export function describeZodError(err: z.ZodError, where: string): string {
  return err.issues
    .slice(0, MAX_ISSUES)
    .map((i) => {
      const field = issueField(i, where);
      // A nested object names its own path («delivery: unknown field …»), not just the body.
      if (i.code === 'unrecognized_keys') return `${field}: unknown field${i.keys.length > 1 ? 's' : ''} ${i.keys.map((k) => `"${k}"`).join(', ')}`;
      if (i.code === 'invalid_value') return `${field}: must be one of ${i.values.map((v) => JSON.stringify(v)).join(', ')}`;
      return `${field}: ${i.message}`;
    })
    .join('; ');
}

interface BodyParserError {
  type?: string;
  status?: number;
  code?: string;
  limit?: number;
}

export function toApiError(err: unknown): ApiError | null {
  if (err instanceof ApiError) return err;
  const e = err as BodyParserError;
  if (e && typeof e === 'object') {
    if (e.type === 'entity.parse.failed') return new ApiError(400, ErrorCodes.badJson, 'The body is not valid JSON.');
    if (e.type === 'entity.too.large' || e.code === 'LIMIT_FILE_SIZE') {
      return new ApiError(413, ErrorCodes.tooLarge, `The request body is too large${e.limit ? ` (limit ${e.limit} bytes)` : ''}.`);
    }
    if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') return new ApiError(415, ErrorCodes.badJson, 'Send the body as UTF-8 JSON.');
    if (e.type === 'request.aborted') return new ApiError(400, ErrorCodes.badJson, 'The request was aborted.');
    // The router could not decode a path parameter (bad %-encoding): like any id that is no UUID.
    if (err instanceof URIError) {
      return new ApiError(404, ErrorCodes.notFound, 'No such resource: the id in the path is not valid URL encoding (ids are UUIDs).');
    }
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return new ApiError(e.status, ErrorCodes.validation, 'Bad request.');
  }
  return null;
}

export function sendError(res: Response, err: ApiError): void {
  for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
  res.status(err.status).json({ detail: err.detail, code: err.code, ...(err.reason ? { reason: err.reason } : {}), ...(err.fields.length ? { fields: err.fields } : {}) });
}

export function errorHandler(log: (msg: string) => void) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction): void => {
    if (res.headersSent) {
      res.end();
      return;
    }
    const apiErr = toApiError(err);
    if (apiErr) {
      sendError(res, apiErr);
      return;
    }
    log(`500 on ${req.method} ${req.originalUrl}: ${err instanceof Error ? err.stack : String(err)}`);
    res.status(500).json({ detail: 'Internal error. The details are in the studio log.', code: ErrorCodes.internal });
  };
}

export function notFoundHandler(req: Request, res: Response): void {
  res.status(404).json({ detail: `No such endpoint: ${req.method} ${req.baseUrl}${req.path}`, code: ErrorCodes.notFound });
}
