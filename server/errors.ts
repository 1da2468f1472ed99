// One error model: services throw ApiError (status, code, detail); the error middleware turns
// it into `{detail, code}`. Anything else that escapes is a bug: logged with its stack, 500.
import { ErrorCodes } from './contract/common.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly detail: string | Record<string, unknown> | unknown[];
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, detail: string | Record<string, unknown> | unknown[], headers: Record<string, string> = {}) {
    super(typeof detail === 'string' ? detail : code);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.headers = headers;
  }
}

export const badRequest = (detail: string, code: string = ErrorCodes.validation) => new ApiError(400, code, detail);
export const notFound = (what: string) => new ApiError(404, ErrorCodes.notFound, `No such ${what}.`);
export const conflict = (detail: string, code: string = ErrorCodes.conflict) => new ApiError(409, code, detail);
export const unprocessable = (detail: string | Record<string, unknown> | unknown[], code: string = ErrorCodes.validation) =>
  new ApiError(422, code, detail);
export const paymentRequired = (detail: string, code: string = ErrorCodes.insufficient) => new ApiError(402, code, detail);
