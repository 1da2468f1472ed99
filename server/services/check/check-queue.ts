// Queuing a check of a chapter's recording by speech recognition (free).
import type { Deps } from '../deps.ts';
import { tx } from '../../storage/db.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import { getChapter } from '../../storage/repositories/chapters.repo.ts';
import { activeJobsOfUser, getJob, insertJob } from '../../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../../storage/rows.ts';
import { newId } from '../../util/ids.ts';
import { nowIso } from '../../util/time.ts';

/** Queues a check unless one for this chapter is already waiting or running. */
export function queueCheck(deps: Pick<Deps, 'db' | 'jobs'>, userId: string, chapterId: string, keyId: string | null): JobRow {
  const job = tx(deps.db, () => {
    const pending = activeJobsOfUser(deps.db, userId, 'check').find((j) => j.chapter_id === chapterId);
    if (pending) return pending;
    const chapter = getChapter(deps.db, chapterId)!;
    const book = getBook(deps.db, chapter.book_id)!;
    const id = newId();
    insertJob(deps.db, {
      id, user_id: userId, key_id: keyId, type: 'check', status: 'queued', stage: 'queued', book_id: book.id, chapter_id: chapter.id,
      title: `Проверка: ${book.title} — ${chapter.title}`, payload: '{}', result: '{}', done: 0, total: 0, reused: 0, quoted_milli: 0,
      credits_used_milli: 0, bytes: null, bytes_total: null, error: null, idempotency_key: null, attempts: 0, cancel_requested: 0,
      created_at: nowIso(), started_at: null, finished_at: null,
    });
    return getJob(deps.db, id)!;
  });
  deps.jobs.kick();
  return job;
}
