// Loading a resource for a caller: another user's book, chapter, line or character is simply
// "not found" (404), never a 403 that would confirm it exists.
import type { Db } from '../storage/db.ts';
import { getBook, getEdition } from '../storage/repositories/books.repo.ts';
import { getChapter, getSegment } from '../storage/repositories/chapters.repo.ts';
import { getCharacter } from '../storage/repositories/characters.repo.ts';
import { getJob } from '../storage/repositories/jobs.repo.ts';
import type { BookRow, ChapterRow, CharacterRow, EditionRow, JobRow, SegmentRow } from '../storage/rows.ts';
import { notFound } from '../errors.ts';

export function ownBook(db: Db, userId: string, bookId: string): BookRow {
  const b = getBook(db, bookId);
  if (!b || b.user_id !== userId || b.trashed_at) throw notFound('book');
  return b;
}

export function ownChapter(db: Db, userId: string, chapterId: string): { chapter: ChapterRow; book: BookRow } {
  const chapter = getChapter(db, chapterId);
  const book = chapter ? getBook(db, chapter.book_id) : undefined;
  if (!chapter || !book || book.user_id !== userId || book.trashed_at) throw notFound('chapter');
  return { chapter, book };
}

export function ownSegment(db: Db, userId: string, segmentId: string): { segment: SegmentRow; chapter: ChapterRow; book: BookRow } {
  const segment = getSegment(db, segmentId);
  if (!segment) throw notFound('segment');
  try {
    return { segment, ...ownChapter(db, userId, segment.chapter_id) };
  } catch {
    throw notFound('segment');
  }
}

export function ownCharacter(db: Db, userId: string, characterId: string): { character: CharacterRow; book: BookRow } {
  const character = getCharacter(db, characterId);
  if (!character) throw notFound('character');
  try {
    return { character, book: ownBook(db, userId, character.book_id) };
  } catch {
    throw notFound('character');
  }
}

export function ownJob(db: Db, userId: string, jobId: string): JobRow {
  const j = getJob(db, jobId);
  if (!j || j.user_id !== userId) throw notFound('job');
  return j;
}

export function activeEdition(db: Db, book: BookRow): EditionRow {
  const e = book.active_edition_id ? getEdition(db, book.active_edition_id) : undefined;
  if (!e) throw new Error(`book ${book.id} has no active edition`);
  return e;
}
