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

/**
 * What is wrong with one field of a refused request (`422 validation`): the client says it in its
 * own language, naming the field, where `detail` is English for scripts.
 */
export const FIELD_PROBLEMS = [
  'required', 'empty', 'too_short', 'too_long', 'too_small', 'too_big', 'too_few', 'too_many', 'too_many_words', 'one_of', 'unknown_field',
  'invalid',
] as const;
export type FieldProblem = (typeof FIELD_PROBLEMS)[number];
export const FieldIssue = z
  .object({
    /** The field's path in the body (or query), parts joined by dots: `name`, `controls.speed`, `aliases.0`. */
    field: z.string(),
    problem: z.enum(FIELD_PROBLEMS),
    /** The bound broken (`too_*`): characters of a string, items of a list, words of a phrase, or the number. */
    limit: z.number().optional(),
    /** `one_of`: the values taken; `unknown_field`: the fields not known. */
    values: z.array(z.string()).optional(),
  })
  .meta({ id: 'FieldIssue' });
export type FieldIssue = z.infer<typeof FieldIssue>;

export const ErrorBody = z
  .object({
    detail: z.union([z.string(), z.record(z.string(), z.unknown()), z.array(z.unknown())]),
    code: z.enum(ERROR_CODES),
    /** A refused book file (`bad_file`, `too_large` of an upload): why, for the client to say in its own language. */
    reason: z.enum(IMPORT_REASONS).optional(),
    /** A refused value (`422 validation`): which fields and why (at most five). */
    fields: z.array(FieldIssue).optional(),
  })
  .meta({ id: 'Error', description: 'Every error answer: a sentence (or, for the upload duplicate, an object) and a short machine code; a refused upload also says why (`reason`), a refused value which field (`fields`).' });
export type ErrorBody = z.infer<typeof ErrorBody>;
