// Users, grants and the first-start owner (decisions §2).
import type { Deps } from './deps.ts';
import { tx } from '../storage/db.ts';
import { getUserByEmail, insertUser } from '../storage/repositories/users.repo.ts';
import type { UserRow } from '../storage/rows.ts';
import { ApiError } from '../errors.ts';
import { ErrorCodes } from '../contract/common.ts';
import { fromCredits } from '../util/credits.ts';
import { newId } from '../util/ids.ts';
import { nowIso } from '../util/time.ts';
import { grantCredits } from './billing.service.ts';

export const OWNER_EMAIL = 'owner@localhost';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function createUser({ db }: Pick<Deps, 'db'>, input: { email: string; name?: string; balance?: number; unlimited?: boolean }): UserRow {
  const email = input.email.trim();
  if (!EMAIL.test(email)) throw new ApiError(422, ErrorCodes.validation, `Not an e-mail address: ${email}`);
  if (getUserByEmail(db, email)) throw new ApiError(409, ErrorCodes.conflict, `A user with e-mail ${email} already exists.`);
  const row: UserRow = {
    id: newId(), email, name: input.name ?? '', balance_milli: 0, unlimited: input.unlimited ? 1 : 0, created_at: nowIso(),
  };
  tx(db, () => {
    insertUser(db, row);
    if (input.balance && input.balance > 0) grantCredits({ db }, row.id, fromCredits(input.balance), { kind: 'ledger.opening', params: {} });
  });
  return getUserByEmail(db, email)!;
}

/** The machine's owner: created on the first start, unlimited (voicing on your own computer is free). */
export function ensureOwner({ db }: Pick<Deps, 'db'>): UserRow {
  return getUserByEmail(db, OWNER_EMAIL) ?? createUser({ db }, { email: OWNER_EMAIL, name: 'Owner', unlimited: true });
}

export function requireUser({ db }: Pick<Deps, 'db'>, email: string): UserRow {
  const u = getUserByEmail(db, email);
  if (!u) throw new ApiError(404, ErrorCodes.notFound, `No user with e-mail ${email}. Create one with: glava users add --email ${email}`);
  return u;
}

/** A top-up; `what`: the note typed with it (none: the ledger says "Top-up" in the reader's language). */
export function grant({ db }: Pick<Deps, 'db'>, email: string, chars: number, what?: string): UserRow {
  const u = requireUser({ db }, email);
  tx(db, () => grantCredits({ db }, u.id, fromCredits(chars), what ?? { kind: 'ledger.grant', params: {} }));
  return requireUser({ db }, email);
}
