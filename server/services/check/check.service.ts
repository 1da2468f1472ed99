// POST/GET /chapters/{id}/check and accepting pieces by ear.
import type { Auth, Deps } from '../deps.ts';
import type { CheckReport } from '../../contract/check.ts';
import { ErrorCodes } from '../../contract/common.ts';
import { ApiError, unprocessable } from '../../errors.ts';
import { tx } from '../../storage/db.ts';
import { acceptPiece } from '../../storage/repositories/misc.repo.ts';
import type { ChapterRow } from '../../storage/rows.ts';
import { nowIso } from '../../util/time.ts';
import { ownChapter } from '../ownership.ts';
import { checkReport, uniquePieces } from './check-report.ts';
import { queueCheck } from './check-queue.ts';

function assertRecording(chapter: ChapterRow): void {
  if (!chapter.audio_path) throw new ApiError(409, ErrorCodes.noRecording, 'The chapter has no recording yet: voice it first.');
}

/** Queues a check (or returns the one already waiting) and answers with the report and that job. */
export function startCheck(deps: Pick<Deps, 'config' | 'db' | 'jobs' | 'files' | 'synth'>, auth: Auth, chapterId: string): CheckReport {
  const { chapter, book } = ownChapter(deps, auth, chapterId);
  assertRecording(chapter);
  if (chapter.status === 'queued' || chapter.status === 'rendering') {
    throw new ApiError(409, ErrorCodes.busy, 'The chapter is being voiced now: it is checked when the new recording is ready.');
  }
  queueCheck(deps, { userId: auth.user.id, keyId: auth.key.id }, chapter.id);
  return checkReport(deps, book, chapter, auth.lang);
}

export function getCheckReport(deps: Pick<Deps, 'config' | 'db' | 'jobs' | 'files' | 'synth'>, auth: Auth, chapterId: string): CheckReport {
  const { chapter, book } = ownChapter(deps, auth, chapterId);
  assertRecording(chapter);
  return checkReport(deps, book, chapter, auth.lang);
}

/** Marks pieces of the chapter's recording as heard and accepted: they count as `accepted` and are never re-voiced by a check. */
export function acceptPieces(deps: Pick<Deps, 'config' | 'db' | 'jobs' | 'files' | 'synth'>, auth: Auth, chapterId: string, keys: string[]): CheckReport {
  const { chapter, book } = ownChapter(deps, auth, chapterId);
  assertRecording(chapter);
  const known = new Set(uniquePieces(chapter).map((p) => p.key));
  const unknown = keys.filter((k) => !known.has(k));
  if (unknown.length) throw unprocessable(`keys: not pieces of this chapter's recording: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ', …' : ''}`);
  const at = nowIso();
  tx(deps.db, () => {
    for (const k of new Set(keys)) acceptPiece(deps.db, auth.user.id, k, at);
  });
  return checkReport(deps, book, chapter, auth.lang);
}
