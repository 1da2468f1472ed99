// Who is calling and may they: the key (x-api-key, stored hashed), its scope against the
// endpoint's label, its request rate, and the user's balance (decisions §3).
import type { Request, Response } from 'express';
import { ErrorCodes } from '../../contract/common.ts';
import type { Deps } from '../../services/deps.ts';
import { askedLang } from '../../domain/texts.ts';
import type { RateLimiter } from './rate-limit.ts';
import { ApiError } from '../../errors.ts';
import { DEFAULT_LANG } from '../../contract/texts.ts';
import { resolveKey } from '../../services/keys.service.ts';
import { apiAllowed } from '../../services/billing.service.ts';
import { touchKey } from '../../storage/repositories/keys.repo.ts';
import { getUser } from '../../storage/repositories/users.repo.ts';
import type { ApiKeyRow } from '../../storage/rows.ts';
import { nowIso, parseIso } from '../../util/time.ts';
import type { Access, Auth } from '../route.ts';

const SCOPES_FOR: Record<'read' | 'voicing' | 'all', ReadonlyArray<ApiKeyRow['scope']>> = {
  read: ['read', 'voice', 'full'],
  voicing: ['voice', 'full'],
  all: ['full'],
};

/** Writing last_used_at on every request would turn reads into writes; once a minute is plenty. */
const TOUCH_EVERY_MS = 60_000;

export function authenticate(
  { db }: Pick<Deps, 'db'>, rateLimiter: RateLimiter, access: Exclude<Access, 'public'>, req: Request, res: Response, isMe: boolean,
): Auth {
  const header = req.headers['x-api-key'];
  const secret = Array.isArray(header) ? header[0] : header;
  if (!secret) throw new ApiError(401, ErrorCodes.unauthorized, 'Send your API key in the x-api-key header.');
  const key = resolveKey({ db }, secret);
  if (!key) throw new ApiError(401, ErrorCodes.unauthorized, 'The API key is wrong or revoked.');
  const user = getUser(db, key.user_id);
  if (!user) throw new ApiError(401, ErrorCodes.unauthorized, 'The API key is wrong or revoked.');

  const rate = rateLimiter.take(key.id, key.rate_per_minute);
  res.setHeader('X-RateLimit-Limit', String(rate.limit));
  res.setHeader('X-RateLimit-Remaining', String(rate.remaining));
  if (!rate.allowed) {
    throw new ApiError(429, ErrorCodes.rateLimited, `Too many requests: this key allows ${key.rate_per_minute} per minute.`, {
      'Retry-After': String(rate.retryAfter),
    });
  }

  if (access === 'session') {
    if (key.kind !== 'session') throw new ApiError(403, ErrorCodes.scope, 'This is for the studio cabinet only; API keys cannot manage the account.');
  } else if (!SCOPES_FOR[access].includes(key.scope)) {
    const need = access === 'read' ? 'read' : access === 'voicing' ? 'voice' : 'full';
    throw new ApiError(403, ErrorCodes.scope, `This key's scope is "${key.scope}"; this request needs "${need}" or wider.`);
  }

  if (!isMe && access !== 'session' && !apiAllowed(user)) {
    throw new ApiError(402, ErrorCodes.noBalance, 'There are no characters on the balance. Top up in the studio cabinet.');
  }

  const now = nowIso();
  if (!key.last_used_at || parseIso(now) - parseIso(key.last_used_at) > TOUCH_EVERY_MS) touchKey(db, key.id, now);
  const asked = askedLang(req.headers['accept-language']);
  return { user, key, lang: asked ?? DEFAULT_LANG, langAsked: asked !== null };
}
