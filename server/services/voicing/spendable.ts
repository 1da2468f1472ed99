import type { Auth, Deps } from '../deps.ts';
import { reservedMilli } from '../../storage/repositories/jobs.repo.ts';
import { availableMilli } from '../billing.service.ts';

/** What the caller may spend outside any book: balance (minus reservations) and the key's limit. */
export function spendableForKey(deps: Pick<Deps, 'db'>, auth: Auth): number | null {
  const limits: number[] = [];
  const avail = availableMilli(deps, auth.user);
  if (avail !== null) limits.push(avail);
  if (auth.key.char_limit_milli !== null) limits.push(auth.key.char_limit_milli - auth.key.used_milli - reservedMilli(deps.db, { keyId: auth.key.id }));
  return limits.length ? Math.min(...limits) : null;
}
