import { z } from 'zod';
import { Timestamp, Uuid } from './common.ts';

export const LedgerItem = z
  .object({
    id: Uuid,
    type: z.enum(['render', 'listen', 'grant']),
    what: z.string(),
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
