// Loading a resource for a caller: another user's book, chapter, line or character is simply
// "not found" (404), never a 403 that would confirm it exists.
import type { Auth, Deps } from './deps.ts';
import { getBook, getEdition } from '../storage/repositories/books.repo.ts';
import { getChapter, getSegment } from '../storage/repositories/chapters.repo.ts';
import { getCharacter } from '../storage/repositories/characters.repo.ts';
import { getJob } from '../storage/repositories/jobs.repo.ts';
import type { BookRow, ChapterRow, CharacterRow, EditionRow, JobRow, SegmentRow } from '../storage/rows.ts';
import { notFound } from '../errors.ts';

/** Only the caller's user counts: a job or a service acting for a user passes `{ user }`. */
type Caller = Pick<Auth, 'user'>;

export function ownBook({ db }: Pick<Deps, 'db'>, auth: Caller, bookId: string): BookRow {
  const b = getBook(db, bookId);
  if (!b || b.user_id !== auth.user.id || b.trashed_at) throw notFound('book');
  return b;
}

export function ownChapter({ db }: Pick<Deps, 'db'>, auth: Caller, chapterId: string): { chapter: ChapterRow; book: BookRow } {
  const chapter = getChapter(db, chapterId);
  const book = chapter ? getBook(db, chapter.book_id) : undefined;
  if (!chapter || !book || book.user_id !== auth.user.id || book.trashed_at) throw notFound('chapter');
  return { chapter, book };
}

export function ownSegment({ db }: Pick<Deps, 'db'>, auth: Caller, segmentId: string): { segment: SegmentRow; chapter: ChapterRow; book: BookRow } {
  const segment = getSegment(db, segmentId);
  if (!segment) throw notFound('segment');
  try {
    return { segment, ...ownChapter({ db }, auth, segment.chapter_id) };
  } catch {
    throw notFound('segment');
  }
}

export function ownCharacter({ db }: Pick<Deps, 'db'>, auth: Caller, characterId: string): { character: CharacterRow; book: BookRow } {
  const character = getCharacter(db, characterId);
  if (!character) throw notFound('character');
  try {
    return { character, book: ownBook({ db }, auth, character.book_id) };
  } catch {
    throw notFound('character');
  }
}

export function ownJob({ db }: Pick<Deps, 'db'>, auth: Caller, jobId: string): JobRow {
  const j = getJob(db, jobId);
  if (!j || j.user_id !== auth.user.id) throw notFound('job');
  return j;
}

export function activeEdition({ db }: Pick<Deps, 'db'>, book: BookRow): EditionRow {
  const e = book.active_edition_id ? getEdition(db, book.active_edition_id) : undefined;
  if (!e) throw new Error(`book ${book.id} has no active edition`);
  return e;
}
