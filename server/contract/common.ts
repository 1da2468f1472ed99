// Building blocks of the API contract. Pure: the renderer imports these too.
import { z } from 'zod';
import { IMPORT_REASONS } from './enums.ts';

export const Uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a UUID').meta({
  format: 'uuid',
});
/** `YYYY-MM-DDThh:mm:ss.ffffff+00:00` */
export const Timestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}\+00:00$/, 'must be YYYY-MM-DDThh:mm:ss.ffffff+00:00')
  .meta({ format: 'date-time', example: '2026-11-22T13:30:00.123456+00:00' });


export const Speed = z.number().min(0.6).max(1.4);
/** A voice variant's pitch or formant shift in semitones (0: the voice as it is). */
export const Semitones = z.number().min(-12).max(12);

export const ErrorCodes = {
  badJson: 'bad_json',
  validation: 'validation',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  unauthorized: 'unauthorized',
  scope: 'scope',
  rateLimited: 'rate_limited',
  noBalance: 'no_balance',
  insufficient: 'insufficient_balance',
  keyLimit: 'key_limit',
  budget: 'book_budget',
  conflict: 'conflict',
  busy: 'chapter_busy',
  editionClosed: 'edition_closed',
  duplicate: 'duplicate',
  tooLarge: 'too_large',
  tooMany: 'too_many_chapters',
  voiceUnavailable: 'voice_unavailable',
  timeout: 'timeout',
  hostNotAllowed: 'host_not_allowed',
  originNotAllowed: 'origin_not_allowed',
  gone: 'gone',
  problems: 'chapter_problems',
  noRecording: 'no_recording',
  nothingVoiced: 'nothing_voiced',
  badFile: 'bad_file',
  internal: 'internal',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
export const ERROR_CODES = Object.values(ErrorCodes) as [ErrorCode, ...ErrorCode[]];

export const ErrorBody = z
  .object({
    detail: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
    code: z.enum(ERROR_CODES),
    /** A refused book file (`bad_file`, `too_large` of an upload): why, for the client to say in its own language. */
    reason: z.enum(IMPORT_REASONS).optional(),
  })
  .meta({ id: 'Error', description: 'Every error answer: a sentence (or, for the upload duplicate, an object) and a short machine code; a refused upload also says why (`reason`).' });
export type ErrorBody = z.infer<typeof ErrorBody>;
