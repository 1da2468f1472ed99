// One error model: services throw ApiError (status, code, detail); the error middleware turns
// it into `{detail, code}`. Anything else that escapes is a bug: logged with its stack, 500.
import { ErrorCodes, type ErrorCode } from './contract/common.ts';
import type { ImportReason } from './contract/enums.ts';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  /** One of the contract's error codes (docs/api-decisions.md lists them). */
  readonly code: ErrorCode;
  readonly detail: string | Record<string, unknown> | unknown[];
  readonly headers: Record<string, string>;
  /** Why a book file was refused (uploads only). */
  readonly reason: ImportReason | undefined;

  constructor(
    status: number, code: ErrorCode, detail: string | Record<string, unknown> | unknown[], headers: Record<string, string> = {}, reason?: ImportReason,
  ) {
    super(typeof detail === 'string' ? detail : code);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.headers = headers;
    this.reason = reason;
  }
}

export const badRequest = (detail: string, code: ErrorCode = ErrorCodes.validation) => new ApiError(400, code, detail);
export const notFound = (what: string) => new ApiError(404, ErrorCodes.notFound, `No such ${what}.`);
export const conflict = (detail: string, code: ErrorCode = ErrorCodes.conflict) => new ApiError(409, code, detail);
export const unprocessable = (detail: string | Record<string, unknown> | unknown[], code: ErrorCode = ErrorCodes.validation) =>
  new ApiError(422, code, detail);
export const paymentRequired = (detail: string, code: ErrorCode = ErrorCodes.insufficient) => new ApiError(402, code, detail);
