// Pronunciation rules: a word and how to read it (`+` before the stressed vowel, or a custom
// reading), for one book (and every volume of its series) or for all the user's books.
import type { Auth, Deps } from './deps.ts';
import type { CreatePronunciationBody, UpdatePronunciationBody } from '../contract/pronunciations.ts';
import { ruleMatches } from '../domain/speech/rule-forms.ts';
import { listEditionSegments } from '../storage/repositories/chapters.repo.ts';
import { tx } from '../storage/db.ts';
import { booksInSeries } from '../storage/repositories/books.repo.ts';
import { insertPronunciation, listPronunciationsFor, listUserPronunciations, getPronunciation, deletePronunciation, updatePronunciation } from '../storage/repositories/pronunciations.repo.ts';
import type { PronunciationRow } from '../storage/rows.ts';
import { newId } from '../util/ids.ts';
import { nowIso } from '../util/time.ts';
import { ownBook } from './ownership.ts';
import { notFound, unprocessable } from '../errors.ts';

export function pronunciationDto(r: PronunciationRow) {
  return { id: r.id, word: r.word, replacement: r.replacement, book_id: r.book_id, source: r.source, verified: r.verified === 1, note: r.note, created_at: r.created_at, exact: r.exact === 1 };
}

export function addPronunciation(deps: Pick<Deps, 'db'>, auth: Auth, body: CreatePronunciationBody): { id: string } {
  if (body.book_id) ownBook(deps, auth, body.book_id);
  const id = newId();
  tx(deps.db, () =>
    insertPronunciation(deps.db, {
      id, user_id: auth.user.id, book_id: body.book_id ?? null, word: body.word.trim(), replacement: body.replacement.trim(),
      source: 'manual', verified: 1, note: body.note ?? '', created_at: nowIso(), exact: body.exact ? 1 : 0,
    }),
  );
  // Chapters containing the word become "changed after voicing": their prepared text (and so
  // their pieces' content addresses) is computed with the rules, so nothing else to mark.
  return { id };
}

export function listPronunciations(deps: Pick<Deps, 'db'>, auth: Auth, bookId: string | undefined) {
  if (!bookId) return { items: listUserPronunciations(deps.db, auth.user.id).map(pronunciationDto) };
  const book = ownBook(deps, auth, bookId);
  const ids = book.series_id ? booksInSeries(deps.db, book.series_id).map((b) => b.id) : [book.id];
  if (!ids.includes(book.id)) ids.push(book.id);
  return { items: listPronunciationsFor(deps.db, auth.user.id, ids).map(pronunciationDto) };
}

export function removePronunciation(deps: Pick<Deps, 'db'>, auth: Auth, id: string): void {
  ownRule(deps, auth, id);
  tx(deps.db, () => deletePronunciation(deps.db, id));
}

function ownRule({ db }: Pick<Deps, 'db'>, auth: Auth, id: string): PronunciationRow {
  const r = getPronunciation(db, id);
  if (!r || r.user_id !== auth.user.id) throw notFound('pronunciation rule');
  return r;
}

export function editPronunciation(deps: Pick<Deps, 'db'>, auth: Auth, id: string, body: UpdatePronunciationBody) {
  ownRule(deps, auth, id);
  tx(deps.db, () => updatePronunciation(deps.db, id, {
    word: body.word?.trim(), replacement: body.replacement?.trim(), note: body.note, exact: body.exact === undefined ? undefined : body.exact ? 1 : 0,
  }));
  return pronunciationDto(ownRule(deps, auth, id));
}

/** The words of a book the rule reads: its own word and, unless exact, the word's other forms. */
export function pronunciationForms(deps: Pick<Deps, 'db' | 'text'>, auth: Auth, id: string, bookId: string | undefined) {
  const r = ownRule(deps, auth, id);
  const target = bookId ?? r.book_id;
  if (!target) throw unprocessable('book_id: a rule for all books needs the book whose forms to show');
  const book = ownBook(deps, auth, target);
  const texts = book.active_edition_id ? listEditionSegments(deps.db, book.active_edition_id).map((s) => s.text) : [];
  const rule = { word: r.word, replacement: r.replacement, exact: r.exact === 1 };
  return { items: ruleMatches(rule, texts, book.language.startsWith('ru') ? deps.text.wordForms : null) };
}

/**
 * Rules in the order they are read, the first for a word winning (domain/speech/rules.ts): a book's own
 * (or its series') before general ones, and in each the one added last first, the author's latest word.
 */
export function inReadingOrder(rows: PronunciationRow[]): PronunciationRow[] {
  return [...rows].reverse().sort((a, b) => Number(b.book_id !== null) - Number(a.book_id !== null));
}
