import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';
import { TextKindSchema, TextParamsSchema } from './texts.ts';

export const LedgerItem = z
  .object({
    id: Uuid,
    type: z.enum(['render', 'listen', 'grant']),
    /** In the request's language (Accept-Language `ru`/`en`; default `ru`); a top-up's note as typed. */
    what: z.string(),
    /** `what` as a text kind and parameters (null: a note as typed, or a line written before kinds). */
    what_kind: TextKindSchema.nullable(),
    what_params: TextParamsSchema.nullable(),
    book: z.string(),
    book_id: Uuid.nullable(),
    chars: z.number().int().nullable(),
    voice: z.string(),
    audio_s: z.number().nullable(),
    at: Timestamp,
    credits: z.number(),
    balance: z.number(),
  })
  .meta({ id: 'LedgerItem' });
export type LedgerItem = z.infer<typeof LedgerItem>;

export const LedgerQuery = z.object({
  book_id: Uuid.optional(),
  days: z.coerce.number().positive().max(36_500).optional(),
  limit: z.coerce.number().int().min(1).max(10_000).optional(),
});

export const LedgerResponse = z
  .object({
    items: z.array(LedgerItem),
    more: z.boolean(),
    spent: z.number(),
    given: z.number(),
    left: z.number().nullable(),
    unlimited: z.boolean(),
    reserved: z.number(),
    books: z.array(z.object({ id: Uuid, title: z.string() })),
  })
  .meta({ id: 'Ledger' });
