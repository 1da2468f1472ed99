// POST /chapters/{id}/render: checks (edition open, chapter not in work, no problems, within the
// active-chapter limit, enough to pay for it), then queues a job holding the exact pieces that
// were priced — so what is debited is exactly what was quoted.
import type { Auth, Deps } from './deps.ts';
import type { Job } from '../contract/jobs.ts';
import { ErrorCodes } from '../contract/common.ts';
import { priceUnits } from '../domain/units.ts';
import { ApiError } from '../errors.ts';
import { tx } from '../storage/db.ts';
import { listCharacters } from '../storage/repositories/characters.repo.ts';
import { listSegments, updateChapter } from '../storage/repositories/chapters.repo.ts';
import { activeJobsOfUser, findJobByIdempotencyKey } from '../storage/repositories/jobs.repo.ts';
import { existingPieces } from '../storage/repositories/pieces.repo.ts';
import type { BookRow, ChapterRow } from '../storage/rows.ts';
import { toCredits } from '../util/credits.ts';
import { availableMilli } from './billing.service.ts';
import { chapterUnits } from './chapters/units.service.ts';
import { chapterProblems } from './chapters/problems.ts';
import { jobView } from './jobs.service.ts';
import { ownChapter } from './ownership.ts';
import { assertEditionOpen } from './segments.service.ts';
import { reservedMilli } from '../storage/repositories/jobs.repo.ts';
import { spentOnBook } from '../storage/repositories/ledger.repo.ts';

function checkFunds(deps: Pick<Deps, 'db'>, auth: Auth, book: BookRow, milli: number): void {
  if (milli <= 0) return;
  const avail = availableMilli(deps, auth.user);
  if (avail !== null && milli > avail) {
    throw new ApiError(402, ErrorCodes.insufficient, `Not enough characters on the balance: voicing costs ${toCredits(milli)}, ${toCredits(Math.max(0, avail))} available (queued jobs hold ${toCredits(reservedMilli(deps.db, { userId: auth.user.id }))}).`);
  }
  if (auth.key.char_limit_milli !== null) {
    const left = auth.key.char_limit_milli - auth.key.used_milli - reservedMilli(deps.db, { keyId: auth.key.id });
    if (milli > left) throw new ApiError(402, ErrorCodes.keyLimit, `Over this key's character limit: voicing costs ${toCredits(milli)}, ${toCredits(Math.max(0, left))} left on the key.`);
  }
  if (book.budget_milli !== null) {
    const left = book.budget_milli - spentOnBook(deps.db, book.id) - reservedMilli(deps.db, { bookId: book.id });
    if (milli > left) throw new ApiError(402, ErrorCodes.budget, `Over the book's budget: voicing costs ${toCredits(milli)}, ${toCredits(Math.max(0, left))} left in the budget.`);
  }
}

export function queueRender(deps: Pick<Deps, 'config' | 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, auth: Auth, chapterId: string, idempotencyKey: string | undefined): Job {
  if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > 200)) {
    throw new ApiError(422, ErrorCodes.validation, 'Idempotency-Key: 1 to 200 characters');
  }
  const { chapter, book } = ownChapter(deps, auth, chapterId);
  if (idempotencyKey) {
    const prior = findJobByIdempotencyKey(deps.db, auth.user.id, idempotencyKey);
    // The same key for another request is the caller's bug: answering with the other chapter's job
    // would hide that this chapter was never queued.
    if (prior && prior.chapter_id !== chapter.id) {
      throw new ApiError(422, ErrorCodes.validation, 'Idempotency-Key: this value was already used for another request (another chapter); send a new one.');
    }
    if (prior) return jobView(deps, prior, auth.lang);
  }
  assertEditionOpen(deps, chapter);
  const job = tx(deps.db, () => createRenderJob(deps, auth, book, chapter, idempotencyKey));
  return jobView(deps, job, auth.lang);
}

/** Runs inside one transaction: the checks and the reservation cannot race another request. */
function createRenderJob(deps: Pick<Deps, 'config' | 'db' | 'jobs' | 'synth' | 'text' | 'units'>, auth: Auth, book: BookRow, chapter: ChapterRow, idempotencyKey: string | undefined) {
  if (chapter.status === 'queued' || chapter.status === 'rendering') {
    throw new ApiError(409, ErrorCodes.busy, 'The chapter is already being voiced.');
  }
  const segments = listSegments(deps.db, chapter.id);
  const characters = listCharacters(deps.db, book.id);
  const units = chapterUnits(deps, { book, chapter, segments, characters });
  const problems = chapterProblems(book, segments, characters, units, deps.synth.voices());
  if (problems.length) throw new ApiError(422, ErrorCodes.problems, problems);
  const active = activeJobsOfUser(deps.db, auth.user.id, 'render').length;
  if (active >= deps.config.maxActiveChapters) {
    throw new ApiError(429, ErrorCodes.tooMany, `Too many chapters in work at once (at most ${deps.config.maxActiveChapters}); wait for some to finish.`);
  }
  const have = existingPieces(deps.db, auth.user.id, units.map((u) => u.key));
  const price = priceUnits(units, (k) => (have.has(k) ? 'voiced' : null));
  checkFunds(deps, auth, book, price.milli);
  const job = deps.jobs.enqueue('render', { units }, { userId: auth.user.id, keyId: auth.key.id }, {
    title: { kind: 'job.render', params: { book: book.title, chapter: chapter.title } }, bookId: book.id, chapterId: chapter.id,
    total: new Set(units.map((u) => u.key)).size, quotedMilli: price.milli, result: { new_chars: price.newChars, voiced_chars: 0 },
    idempotencyKey: idempotencyKey ?? null,
  });
  updateChapter(deps.db, chapter.id, { status: 'queued' });
  return job;
}
