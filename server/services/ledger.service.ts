// GET /usage/ledger: the user's debits and credits, newest first, with totals.
import type { Auth, Deps } from './deps.ts';
import { ledgerBooks, ledgerTotals, listLedger } from '../storage/repositories/ledger.repo.ts';
import { reservedMilli } from '../storage/repositories/jobs.repo.ts';
import type { LedgerRow } from '../storage/rows.ts';
import type { Lang } from '../contract/texts.ts';
import { parseTextRef, renderText } from '../domain/texts.ts';
import { toCredits } from '../util/credits.ts';
import { isoFromDate } from '../util/time.ts';

export function ledgerItemDto(r: LedgerRow, lang: Lang) {
  const ref = parseTextRef(r.what_kind, r.what_params);
  return {
    id: r.id, type: r.type, what: ref ? renderText(ref, lang) : r.what, what_kind: ref?.kind ?? null, what_params: ref?.params ?? null, book: r.book_title, book_id: r.book_id, chars: r.chars, voice: r.voice,
    audio_s: r.audio_s, at: r.at, credits: toCredits(r.credits_milli), balance: toCredits(r.balance_milli),
  };
}

export function readLedger(deps: Pick<Deps, 'db'>, auth: Auth, q: { book_id?: string; days?: number; limit?: number }) {
  const limit = q.limit ?? 300;
  const since = q.days ? isoFromDate(new Date(Date.now() - q.days * 86_400_000)) : undefined;
  const filter = { userId: auth.user.id, bookId: q.book_id, since };
  const rows = listLedger(deps.db, { ...filter, limit: limit + 1 });
  const totals = ledgerTotals(deps.db, filter);
  const reserved = reservedMilli(deps.db, { userId: auth.user.id });
  return {
    items: rows.slice(0, limit).map((r) => ledgerItemDto(r, auth.lang)),
    more: rows.length > limit,
    spent: toCredits(totals.spent),
    given: toCredits(totals.given),
    left: auth.user.unlimited ? null : toCredits(auth.user.balance_milli - reserved),
    unlimited: auth.user.unlimited === 1,
    reserved: toCredits(reserved),
    books: ledgerBooks(deps.db, auth.user.id),
  };
}
