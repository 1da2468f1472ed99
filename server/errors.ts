// One error model: services throw ApiError (status, code, detail); the error middleware turns
// it into `{detail, code}`. Anything else that escapes is a bug: logged with its stack, 500.
import { ErrorCodes, type ErrorCode, type FieldIssue } from './contract/common.ts';
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
  /** Which fields a refused value is in, and why (`422 validation`). */
  readonly fields: FieldIssue[];

  constructor(
    status: number, code: ErrorCode, detail: string | Record<string, unknown> | unknown[], headers: Record<string, string> = {}, reason?: ImportReason,
    fields: FieldIssue[] = [],
  ) {
    super(typeof detail === 'string' ? detail : code);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.headers = headers;
    this.reason = reason;
    this.fields = fields;
  }
}

export const notFound = (what: string) => new ApiError(404, ErrorCodes.notFound, `No such ${what}.`);
export const conflict = (detail: string, code: ErrorCode = ErrorCodes.conflict) => new ApiError(409, code, detail);
/** A service's refusal names its field first («voice_id: no such voice»): the client is told which, in `fields`. */
export const unprocessable = (detail: string | Record<string, unknown> | unknown[], code: ErrorCode = ErrorCodes.validation) => {
  const field = typeof detail === 'string' && code === ErrorCodes.validation ? /^([a-z_][a-z0-9_.]*): /.exec(detail)?.[1] : undefined;
  return new ApiError(422, code, detail, {}, undefined, field ? [{ field, problem: 'invalid' }] : []);
};
/** A refused value whose field and problem the service knows exactly (`400` or `422` `validation`). */
export const fieldError = (status: 400 | 422, detail: string, field: string, problem: FieldIssue['problem']) =>
  new ApiError(status, ErrorCodes.validation, detail, {}, undefined, [{ field, problem }]);
export const paymentRequired = (detail: string, code: ErrorCode = ErrorCodes.insufficient) => new ApiError(402, code, detail);
