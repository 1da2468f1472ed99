import type { MeResponse } from '../contract/me.ts';
import type { Auth, Deps } from './deps.ts';
import { toCredits } from '../util/credits.ts';
import { apiAllowed } from './billing.service.ts';
import { reservedMilli } from '../storage/repositories/jobs.repo.ts';

/** Price weights by voice kind (spec: simple CPU voices 0.1, own 1, cloud 3). */
export const WEIGHTS = { local: 0.1, own: 1, cloud: 3 } as const;

export function describeMe({ db }: Pick<Deps, 'db'>, { user, key }: Auth): MeResponse {
  const limit = key.char_limit_milli;
  // Like the ledger's `left`, what the key can still spend: its limit minus what it spent and
  // what its queued renders hold.
  const keyLeft = limit === null ? null : limit - key.used_milli - reservedMilli(db, { keyId: key.id });
  return {
    user: { email: user.email, name: user.name },
    balance: toCredits(user.balance_milli),
    unlimited: user.unlimited === 1,
    api_allowed: apiAllowed(user),
    weights: { ...WEIGHTS },
    key: {
      name: key.name,
      prefix: key.prefix,
      scope: key.scope,
      char_limit: limit === null ? null : toCredits(limit),
      used: toCredits(key.used_milli),
      left: keyLeft === null ? null : toCredits(Math.max(0, keyLeft)),
      rate_per_minute: key.rate_per_minute,
    },
  };
}
