import { z } from 'zod';
import { SCOPES } from './enums.ts';

export const Weights = z.object({ local: z.number(), own: z.number(), cloud: z.number() });

export const MeResponse = z
  .object({
    user: z.object({ email: z.string(), name: z.string() }),
    balance: z.number(),
    unlimited: z.boolean(),
    api_allowed: z.boolean(),
    weights: Weights,
    key: z.object({
      name: z.string(),
      prefix: z.string(),
      scope: z.enum(SCOPES),
      char_limit: z.number().nullable(),
      used: z.number(),
      left: z.number().nullable(),
      rate_per_minute: z.number().int(),
    }),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof MeResponse>;
