// The studio cabinet: its local session, API keys (created and shown once here, never through
// the v1 API), top-ups and the model manager.
import { timingSafeEqual } from 'node:crypto';
import type { Auth, Deps } from './deps.ts';
import type { CreateKeyBody, KeyInfo } from '../contract/cabinet.ts';
import { ErrorCodes } from '../contract/common.ts';
import { ApiError, notFound } from '../errors.ts';
import { tx } from '../storage/db.ts';
import { getKey, listKeys, revokeKey } from '../storage/repositories/keys.repo.ts';
import type { ApiKeyRow } from '../storage/rows.ts';
import { toCredits, fromCredits } from '../util/credits.ts';
import { nowIso } from '../util/time.ts';
import { grantCredits } from './billing.service.ts';
import { createApiKey, createSession } from './keys.service.ts';
import { ensureOwner } from './accounts.service.ts';

export function keyInfo(k: ApiKeyRow): KeyInfo {
  return {
    id: k.id, name: k.name, prefix: k.prefix, scope: k.scope, char_limit: k.char_limit_milli === null ? null : toCredits(k.char_limit_milli),
    used: toCredits(k.used_milli), rate_per_minute: k.rate_per_minute, created_at: k.created_at, last_used_at: k.last_used_at, revoked_at: k.revoked_at,
  };
}

/** Exchanges the studio link's login secret for a session of the machine's owner. */
export function openSession(deps: Pick<Deps, 'db' | 'site'>, login: string) {
  const a = Buffer.from(login);
  const b = Buffer.from(deps.site.loginToken);
  if (a.length !== b.length || !timingSafeEqual(a, b)) {
    throw new ApiError(401, ErrorCodes.unauthorized, 'This studio link is not valid (it changes each time the studio starts). Open the link printed at start.');
  }
  const owner = ensureOwner(deps);
  const { secret } = createSession(deps, owner.id);
  return { session: secret, user: { id: owner.id, email: owner.email, name: owner.name }, api_base: `${deps.site.url()}/api/v1` };
}

export const listKeysFor = (deps: Pick<Deps, 'db'>, auth: Auth) => listKeys(deps.db, auth.user.id).map(keyInfo);

export function createKeyFor(deps: Pick<Deps, 'db'>, auth: Auth, body: CreateKeyBody) {
  const { key, secret } = createApiKey(deps, {
    userId: auth.user.id, name: body.name, scope: body.scope, charLimit: body.char_limit ?? null, ratePerMinute: body.rate_per_minute,
  });
  return { key: keyInfo(key), secret };
}

export function revokeKeyFor(deps: Pick<Deps, 'db'>, auth: Auth, keyId: string) {
  const k = getKey(deps.db, keyId);
  if (!k || k.user_id !== auth.user.id || k.kind !== 'key') throw notFound('key');
  tx(deps.db, () => revokeKey(deps.db, k.id, nowIso()));
  return keyInfo(getKey(deps.db, k.id)!);
}

export function grantToSelf(deps: Pick<Deps, 'db'>, auth: Auth, chars: number, what: string | undefined) {
  tx(deps.db, () => grantCredits(deps, auth.user.id, fromCredits(chars), what ?? { kind: 'ledger.grant', params: {} }));
  return { ok: true };
}
