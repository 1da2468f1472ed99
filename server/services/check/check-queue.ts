// Queuing a check of a chapter's recording by speech recognition (free).
import type { Deps, Owner } from '../deps.ts';
import { tx } from '../../storage/db.ts';
import { getBook } from '../../storage/repositories/books.repo.ts';
import { getChapter } from '../../storage/repositories/chapters.repo.ts';
import { activeJobsOfUser } from '../../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../../storage/rows.ts';

/** Queues a check unless one for this chapter is already waiting or running. */
/** For `owner` (the caller, or the render's owner when a book checks automatically). */
export function queueCheck(deps: Pick<Deps, 'db' | 'jobs'>, owner: Owner, chapterId: string): JobRow {
  const { userId } = owner;
  const job = tx(deps.db, () => {
    const pending = activeJobsOfUser(deps.db, userId, 'check').find((j) => j.chapter_id === chapterId);
    if (pending) return pending;
    const chapter = getChapter(deps.db, chapterId)!;
    const book = getBook(deps.db, chapter.book_id)!;
    return deps.jobs.enqueue('check', {}, owner, {
      title: { kind: 'job.check', params: { book: book.title, chapter: chapter.title } }, bookId: book.id, chapterId: chapter.id,
    });
  });
  return job;
}
