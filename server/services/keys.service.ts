// API keys and cabinet sessions. A key is 43 random base62 characters (256 bits); only its
// sha256 is stored, and the visible prefix is its first 8 characters.
import { createHash, randomBytes } from 'node:crypto';
import type { Deps } from './deps.ts';
import type { Scope } from '../contract/enums.ts';
import { findKeyByHash, insertKey, listKeys, revokeKey, getKey } from '../storage/repositories/keys.repo.ts';
import type { ApiKeyRow } from '../storage/rows.ts';
import { newId } from '../util/ids.ts';
import { isoFromDate, nowIso, parseIso } from '../util/time.ts';
import { fromCredits } from '../util/credits.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const b of randomBytes(length * 2)) {
      // 248 = 4 * 62: rejecting larger bytes keeps every character equally likely.
      if (b < 248 && out.length < length) out += BASE62[b % 62];
    }
  }
  return out;
}

export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export interface NewKeyInput {
  userId: string;
  name: string;
  scope: Scope;
  charLimit?: number | null;
  ratePerMinute?: number;
}

export function createApiKey({ db }: Pick<Deps, 'db'>, input: NewKeyInput): { key: ApiKeyRow; secret: string } {
  const secret = 'glv_' + randomBase62(43);
  const row: ApiKeyRow = {
    id: newId(),
    user_id: input.userId,
    kind: 'key',
    name: input.name,
    prefix: secret.slice(0, 8),
    hash: hashSecret(secret),
    scope: input.scope,
    char_limit_milli: input.charLimit == null ? null : fromCredits(input.charLimit),
    used_milli: 0,
    rate_per_minute: input.ratePerMinute ?? 600,
    created_at: nowIso(),
    last_used_at: null,
    expires_at: null,
    revoked_at: null,
  };
  insertKey(db, row);
  return { key: row, secret };
}

const SESSION_DAYS = 30;

/** A cabinet session of the studio UI: full scope, its own secret, expires after 30 days. */
export function createSession({ db }: Pick<Deps, 'db'>, userId: string, name = 'Studio'): { key: ApiKeyRow; secret: string } {
  const secret = 'gls_' + randomBase62(43);
  const row: ApiKeyRow = {
    id: newId(),
    user_id: userId,
    kind: 'session',
    name,
    prefix: secret.slice(0, 8),
    hash: hashSecret(secret),
    scope: 'full',
    char_limit_milli: null,
    used_milli: 0,
    rate_per_minute: 6000,
    created_at: nowIso(),
    last_used_at: null,
    expires_at: isoFromDate(new Date(Date.now() + SESSION_DAYS * 86_400_000)),
    revoked_at: null,
  };
  insertKey(db, row);
  return { key: row, secret };
}

/** The live key for a secret, or undefined when it is unknown, revoked or expired. */
export function resolveKey({ db }: Pick<Deps, 'db'>, secret: string): ApiKeyRow | undefined {
  if (!secret || secret.length > 200) return undefined;
  const row = findKeyByHash(db, hashSecret(secret));
  if (!row || row.revoked_at) return undefined;
  if (row.expires_at && parseIso(row.expires_at) < Date.now()) return undefined;
  return row;
}

export { listKeys, revokeKey, getKey };
