// Pronunciation rules: a word and how to read it (`+` before the stressed vowel, or a custom
// reading), for one book (and every volume of its series) or for all the user's books.
import type { AppContext } from '../context.ts';
import type { Auth } from '../api/route.ts';
import type { CreatePronunciationBody } from '../contract/pronunciations.ts';
import { tx } from '../storage/db.ts';
import { booksInSeries } from '../storage/repositories/books.repo.ts';
import { insertPronunciation, listPronunciationsFor, listUserPronunciations, getPronunciation, deletePronunciation } from '../storage/repositories/pronunciations.repo.ts';
import type { PronunciationRow } from '../storage/rows.ts';
import { newId } from '../util/ids.ts';
import { nowIso } from '../util/time.ts';
import { ownBook } from './ownership.ts';
import { notFound } from '../errors.ts';

export function pronunciationDto(r: PronunciationRow) {
  return { id: r.id, word: r.word, replacement: r.replacement, book_id: r.book_id, source: r.source, verified: r.verified === 1, note: r.note, created_at: r.created_at };
}

export function addPronunciation(app: AppContext, auth: Auth, body: CreatePronunciationBody): { id: string } {
  if (body.book_id) ownBook(app.db, auth.user.id, body.book_id);
  const id = newId();
  tx(app.db, () =>
    insertPronunciation(app.db, {
      id, user_id: auth.user.id, book_id: body.book_id ?? null, word: body.word.trim(), replacement: body.replacement.trim(),
      source: 'manual', verified: 1, note: body.note ?? '', created_at: nowIso(),
    }),
  );
  // Chapters containing the word become "changed after voicing": their prepared text (and so
  // their pieces' content addresses) is computed with the rules, so nothing else to mark.
  return { id };
}

export function listPronunciations(app: AppContext, auth: Auth, bookId: string | undefined) {
  if (!bookId) return { items: listUserPronunciations(app.db, auth.user.id).map(pronunciationDto) };
  const book = ownBook(app.db, auth.user.id, bookId);
  const ids = book.series_id ? booksInSeries(app.db, book.series_id).map((b) => b.id) : [book.id];
  if (!ids.includes(book.id)) ids.push(book.id);
  return { items: listPronunciationsFor(app.db, auth.user.id, ids).map(pronunciationDto) };
}

export function removePronunciation(app: AppContext, auth: Auth, id: string): void {
  const r = getPronunciation(app.db, id);
  if (!r || r.user_id !== auth.user.id) throw notFound('pronunciation rule');
  tx(app.db, () => deletePronunciation(app.db, id));
}
