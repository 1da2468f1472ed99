// POST /books/{id}/quote: exactly what voicing would debit now — only new pieces, each once, by
// its voice's weight — plus the time it would take on this machine. Queues and spends nothing.
import type { Auth, Deps } from './deps.ts';
import type { Quote } from '../contract/books.ts';
import { priceUnits, type PieceSpec, type PriceSummary } from '../domain/units.ts';
import { listChapters } from '../storage/repositories/chapters.repo.ts';
import { listCharacters } from '../storage/repositories/characters.repo.ts';
import { activeJobs, reservedMilli } from '../storage/repositories/jobs.repo.ts';
import { spentOnBook } from '../storage/repositories/ledger.repo.ts';
import { existingPieces } from '../storage/repositories/pieces.repo.ts';
import type { BookRow, ChapterRow } from '../storage/rows.ts';
import { listSegments } from '../storage/repositories/chapters.repo.ts';
import { pricedChars, toCredits } from '../util/credits.ts';
import { unprocessable } from '../errors.ts';
import { availableMilli } from './billing.service.ts';
import { chapterUnits, rulesFor } from './chapters/units.service.ts';
import { chapterProblems } from './chapters/problems.ts';
import { ownBook } from './ownership.ts';
import { queueWaitSeconds } from './jobs.service.ts';
import { synthSeconds } from './speed.service.ts';
import { spendableForKey } from './voicing/spendable.ts';

export interface ChapterPrice {
  units: PieceSpec[];
  price: PriceSummary;
}

/** Pieces of the chapters and what is new among them for this user (each piece counted once). */
export function priceChapters(deps: Pick<Deps, 'db' | 'synth' | 'text' | 'units'>, book: BookRow, chapters: ChapterRow[]): { units: PieceSpec[]; price: PriceSummary; notReady: number; textChars: number } {
  const characters = listCharacters(deps.db, book.id);
  const rules = rulesFor(deps, book);
  const voices = deps.synth.voices();
  const units: PieceSpec[] = [];
  let notReady = 0;
  let textChars = 0;
  for (const c of chapters) {
    const segments = listSegments(deps.db, c.id);
    // Every line's characters, skipped ones too: `chars` of the quote is the chapters' `chars`.
    for (const s of segments) textChars += pricedChars(s.text);
    const u = chapterUnits(deps, { book, chapter: c, segments, characters, rules });
    if (chapterProblems(book, segments, characters, u, voices).length) notReady++;
    units.push(...u);
  }
  const have = existingPieces(deps.db, book.user_id, units.map((u) => u.key));
  const price = priceUnits(units, (k) => (have.get(k) ? (have.get(k)!.source === 'listen' ? 'heard' : 'voiced') : null));
  return { units, price, notReady, textChars };
}

/** The most this caller may spend on this book now: balance, key limit and book budget (null = no limit). */
export function spendableMilli(deps: Pick<Deps, 'db'>, auth: Auth, book: BookRow): number | null {
  const limits: number[] = [];
  const forKey = spendableForKey(deps, auth);
  if (forKey !== null) limits.push(forKey);
  if (book.budget_milli !== null) limits.push(book.budget_milli - spentOnBook(deps.db, book.id) - reservedMilli(deps.db, { bookId: book.id }));
  return limits.length ? Math.min(...limits) : null;
}

export function quoteBook(deps: Pick<Deps, 'db' | 'jobs' | 'synth' | 'text' | 'units'>, auth: Auth, bookId: string, chapterIds: string[] | undefined): Quote {
  const book = ownBook(deps, auth, bookId);
  const all = listChapters(deps.db, book.active_edition_id!);
  let chosen = all;
  if (chapterIds && chapterIds.length) {
    const byId = new Map(all.map((c) => [c.id, c]));
    const missing = chapterIds.filter((id) => !byId.has(id));
    if (missing.length) throw unprocessable(`chapter_ids: not chapters of this book's current edition: ${missing.slice(0, 5).join(', ')}`);
    chosen = [...new Set(chapterIds)].map((id) => byId.get(id)!);
  }
  const { price, notReady, textChars: chars } = priceChapters(deps, book, chosen);
  const renderS = synthSeconds(deps, price.newChars, deps.synth.workers);
  const waitS = queueWaitSeconds(deps, null);
  const others = new Set(activeJobs(deps.db).filter((j) => j.user_id !== auth.user.id).map((j) => j.user_id)).size;
  const spendable = spendableMilli(deps, auth, book);
  const avail = availableMilli(deps, auth.user);
  return {
    chapters: chosen.length,
    chars,
    credits: toCredits(price.milli),
    new_units: price.newUnits,
    cached_units: price.cachedUnits,
    render_s: renderS,
    not_ready: notReady,
    new_chars: price.newChars,
    heard: price.heardChars,
    by: [...price.byWeight].sort((a, b) => a[0] - b[0]).map(([weight, w]) => ({ weight, chars: w.chars, credits: toCredits(w.milli) })),
    others,
    wait_s: waitS,
    ready_s: Math.round((waitS + renderS) * 10) / 10,
    unlimited: auth.user.unlimited === 1,
    left: avail === null ? null : toCredits(avail),
    short: spendable === null ? 0 : toCredits(Math.max(0, price.milli - spendable)),
  };
}
