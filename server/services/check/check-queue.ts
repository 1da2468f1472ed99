// Queuing a check of a chapter's recording by speech recognition (free).
import type { AppContext } from '../../context.ts';
import { tx } from '../../storage/db.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import { getChapter } from '../../storage/repositories/chapters.repo.ts';
import { activeJobsOfUser, getJob, insertJob } from '../../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../../storage/rows.ts';
import { newId } from '../../util/ids.ts';
import { nowIso } from '../../util/time.ts';

/** Queues a check unless one for this chapter is already waiting or running. */
export function queueCheck(app: AppContext, userId: string, chapterId: string, keyId: string | null): JobRow {
  const job = tx(app.db, () => {
    const pending = activeJobsOfUser(app.db, userId, 'check').find((j) => j.chapter_id === chapterId);
    if (pending) return pending;
    const chapter = getChapter(app.db, chapterId)!;
    const book = getBook(app.db, chapter.book_id)!;
    const id = newId();
    insertJob(app.db, {
      id, user_id: userId, key_id: keyId, type: 'check', status: 'queued', stage: 'queued', book_id: book.id, chapter_id: chapter.id,
      title: `Проверка: ${book.title} — ${chapter.title}`, payload: '{}', result: '{}', done: 0, total: 0, reused: 0, quoted_milli: 0,
      credits_used_milli: 0, bytes: null, bytes_total: null, error: null, idempotency_key: null, attempts: 0, cancel_requested: 0,
      created_at: nowIso(), started_at: null, finished_at: null,
    });
    return getJob(app.db, id)!;
  });
  app.jobs.kick();
  return job;
}
