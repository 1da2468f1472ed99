// Books: create from text, list, read, change.
import type { Auth, Deps } from '../deps.ts';
import type { BookDetail, BookListItem, CreateBookBody, PatchBookBody, Book } from '../../contract/books.ts';
import { listBooks, updateBook, getBook } from '../../storage/repositories/books.repo.ts';
import type { BookRow } from '../../storage/rows.ts';
import { tx } from '../../storage/db.ts';
import { fromCredits } from '../../util/credits.ts';
import { nowIso } from '../../util/time.ts';
import { fieldError, unprocessable } from '../../errors.ts';
import { stripGutenberg } from '../../domain/import/text/gutenberg.ts';
import { hasWords } from '../../domain/import/text/has-words.ts';
import { apiAllowed } from '../billing.service.ts';
import { ownBook } from '../ownership.ts';
import { bookCore, bookDetail, bookListItem } from './book-views.ts';
import { insertBookShell, storeAnalysis } from './store-book.ts';

export function listBooksFor(deps: Pick<Deps, 'db' | 'files'>, auth: Auth): { books: BookListItem[]; can_create: boolean } {
  return {
    books: listBooks(deps.db, auth.user.id).map((b) => bookListItem(deps, b)),
    // Exactly when POST /books would be let through: a key that may voice, and characters (§3).
    can_create: apiAllowed(auth.user) && auth.key.scope !== 'read',
  };
}


export async function createBookFromText(deps: Pick<Deps, 'db' | 'files' | 'synth' | 'analysis'>, auth: Auth, body: CreateBookBody): Promise<Book> {
  // A text of dots and dashes alone would become a chapter with nothing to say, voiced and paid for.
  if (!hasWords(body.text)) {
    // Said to the studio as an empty «Text» field.
    throw fieldError(422, body.text.trim() ? 'text: the book has no words, only punctuation or symbols' : 'text: the book has no text', 'text', 'empty');
  }
  // A pasted Project Gutenberg text: its header and licence are not the book (as for an uploaded file).
  const stripped = stripGutenberg(body.text.replace(/\r\n?/g, '\n'))?.body ?? body.text;
  if (!hasWords(stripped)) throw fieldError(422, 'text: the book has no text besides the Project Gutenberg header and licence', 'text', 'empty');
  // Read as an uploaded .txt is (parsePlainText): a title page gives the author left blank, and is no chapter.
  const { book: analyzed, parsed, paragraphs } = await deps.analysis.analyzeText(body.text, body.title, body.language);
  if (analyzed.chapters.every((c) => c.lines.length === 0)) throw unprocessable('text: no readable text was found');
  const author = (body.author ?? '').trim() || (parsed?.meta.author ?? '');
  const shell = insertBookShell(deps, {
    userId: auth.user.id, title: body.title.trim(), author, language: analyzed.language, status: 'importing',
  });
  try {
    storeAnalysis(deps, shell, analyzed, deps.synth.voices(), paragraphs);
  } catch (err) {
    tx(deps.db, () => updateBook(deps.db, shell.id, { status: 'failed', import_error: err instanceof Error ? err.message : String(err), import_error_reason: 'internal' }));
    throw err;
  }
  return bookCore(deps, getBook(deps.db, shell.id)!);
}

export function getBookDetail(deps: Pick<Deps, 'db' | 'files' | 'synth' | 'text' | 'units'>, auth: Auth, bookId: string): BookDetail {
  return bookDetail(deps, ownBook(deps, auth, bookId), auth);
}

export function patchBook(deps: Pick<Deps, 'db' | 'files'>, auth: Auth, bookId: string, body: PatchBookBody): Book {
  const book = ownBook(deps, auth, bookId);
  const patch: Partial<Record<keyof BookRow, string | number | null>> = {};
  if (body.title !== undefined) patch.title = body.title.trim();
  if (body.author !== undefined) patch.author = body.author.trim();
  if (body.language !== undefined) patch.language = body.language;
  if (body.subtitle !== undefined) patch.subtitle = body.subtitle;
  if (body.genre !== undefined) patch.genre = body.genre;
  if (body.age_rating !== undefined) patch.age_rating = body.age_rating;
  if (body.thoughts !== undefined) patch.thoughts = body.thoughts;
  if (body.stage_remarks !== undefined) patch.stage_remarks = body.stage_remarks;
  if (body.stage_directions !== undefined) patch.stage_directions = body.stage_directions;
  if (body.sound !== undefined) patch.sound = body.sound;
  if (body.check !== undefined) patch.check_mode = body.check;
  if (body.reading !== undefined) patch.reading = body.reading;
  if (body.annotation !== undefined) patch.annotation = body.annotation;
  if (body.budget !== undefined) patch.budget_milli = body.budget === null ? null : fromCredits(body.budget);
  patch.updated_at = nowIso();
  tx(deps.db, () => updateBook(deps.db, book.id, patch));
  return bookCore(deps, getBook(deps.db, book.id)!);
}
