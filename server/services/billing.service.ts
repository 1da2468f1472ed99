// Every change of a balance happens here, inside the caller's transaction, together with its
// ledger row. Nothing else updates users.balance_milli.
import type { Db } from '../storage/db.ts';
import type { Deps } from './deps.ts';
import { getUser, setBalance } from '../storage/repositories/users.repo.ts';
import { addKeyUsage } from '../storage/repositories/keys.repo.ts';
import { addToLedgerEntry, getLedgerByJob, getListenEntry, insertLedger } from '../storage/repositories/ledger.repo.ts';
import { reservedMilli } from '../storage/repositories/jobs.repo.ts';
import type { UserRow } from '../storage/rows.ts';
import { ApiError } from '../errors.ts';
import { ErrorCodes } from '../contract/common.ts';
import type { TextRef } from '../contract/texts.ts';
import { storedColumns } from '../domain/texts.ts';
import { newId } from '../util/ids.ts';
import { dayOf, nowIso } from '../util/time.ts';

function mustUser(db: Db, userId: string): UserRow {
  const u = getUser(db, userId);
  if (!u) throw new Error(`user ${userId} vanished`);
  return u;
}

/** A ledger line's `what` columns: a text kind (rendered in the reader's language) or a note as typed. */
function whatColumns(what: TextRef | string) {
  const c = storedColumns(what);
  return { what: c.text, what_kind: c.kind, what_params: c.params };
}

/** Credit characters (a grant): a `grant` ledger entry. Call inside a transaction. */
export function grantCredits({ db }: Pick<Deps, 'db'>, userId: string, milli: number, what: TextRef | string): void {
  if (milli <= 0) throw new ApiError(422, ErrorCodes.validation, 'A grant must be positive.');
  const u = mustUser(db, userId);
  const balance = u.balance_milli + milli;
  setBalance(db, userId, balance);
  insertLedger(db, {
    id: newId(), user_id: userId, type: 'grant', ...whatColumns(what), book_id: null, book_title: '', chars: null, voice: '',
    audio_s: null, credits_milli: milli, balance_milli: balance, job_id: null, day: null, at: nowIso(),
  });
}

export interface Debit {
  userId: string;
  keyId: string | null;
  milli: number;
  chars: number;
  audioS: number;
  voice: string;
  bookId: string | null;
  bookTitle: string;
}

function applyDebit(db: Db, d: Debit): number {
  const u = mustUser(db, d.userId);
  if (!u.unlimited && u.balance_milli < d.milli) {
    throw new ApiError(402, ErrorCodes.insufficient, 'Not enough characters on the balance.');
  }
  // Unlimited accounts keep a running tally too, so the ledger's `balance` column stays meaningful.
  const balance = u.balance_milli - d.milli;
  setBalance(db, d.userId, balance);
  if (d.keyId && d.milli > 0) addKeyUsage(db, d.keyId, d.milli);
  return balance;
}

function mergeVoices(a: string, b: string): string {
  const names = new Set([...a.split(', '), ...b.split(', ')].filter(Boolean));
  return [...names].join(', ');
}

/** Debit one voiced piece of a chapter job; the job has exactly one `render` ledger entry. */
export function debitRender({ db }: Pick<Deps, 'db'>, jobId: string, what: TextRef | string, d: Debit): void {
  const balance = applyDebit(db, d);
  const at = nowIso();
  const entry = getLedgerByJob(db, jobId);
  if (entry) {
    addToLedgerEntry(db, entry.id, { credits_milli: -d.milli, chars: d.chars, audio_s: d.audioS, balance_milli: balance, at, voice: mergeVoices(entry.voice, d.voice) });
  } else {
    insertLedger(db, {
      id: newId(), user_id: d.userId, type: 'render', ...whatColumns(what), book_id: d.bookId, book_title: d.bookTitle, chars: d.chars,
      voice: d.voice, audio_s: Math.round(d.audioS * 1000) / 1000, credits_milli: -d.milli, balance_milli: balance, job_id: jobId, day: null, at,
    });
  }
}

/** Debit listening (a line's piece or /tts): one `listen` entry per day per book (null = /tts). */
export function debitListen({ db }: Pick<Deps, 'db'>, d: Debit): void {
  const balance = applyDebit(db, d);
  const at = nowIso();
  const day = dayOf(at);
  const entry = getListenEntry(db, d.userId, day, d.bookId);
  if (entry) {
    addToLedgerEntry(db, entry.id, { credits_milli: -d.milli, chars: d.chars, audio_s: d.audioS, balance_milli: balance, at, voice: mergeVoices(entry.voice, d.voice) });
  } else {
    insertLedger(db, {
      id: newId(), user_id: d.userId, type: 'listen',
      ...whatColumns(d.bookId ? { kind: 'ledger.listen', params: { book: d.bookTitle } } : { kind: 'ledger.tts', params: {} }),
      book_id: d.bookId, book_title: d.bookTitle, chars: d.chars, voice: d.voice, audio_s: Math.round(d.audioS * 1000) / 1000,
      credits_milli: -d.milli, balance_milli: balance, job_id: null, day, at,
    });
  }
}

/**
 * The API is open to the user (decisions §3): unlimited, or characters on the balance. Characters
 * held for queued jobs still count: the user must be able to follow and cancel those jobs.
 */
export function apiAllowed(user: UserRow): boolean {
  return user.unlimited === 1 || user.balance_milli > 0;
}

/** What the user can still spend: balance minus credits held for queued jobs (null = unlimited). */
export function availableMilli({ db }: Pick<Deps, 'db'>, user: UserRow): number | null {
  if (user.unlimited) return null;
  return user.balance_milli - reservedMilli(db, { userId: user.id });
}
