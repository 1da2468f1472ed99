// Search in a book's text (the matching itself: domain/search.ts): a phrase, or all words of the
// query in one line; each hit says where the match is in the line. At most 200 hits.
import type { Auth, Deps } from './deps.ts';
import { findMatches, parseQuery } from '../domain/search.ts';
import { listEditionSegments } from '../storage/repositories/chapters.repo.ts';
import { ownBook } from './ownership.ts';

export const SEARCH_LIMIT = 200;

export function searchBook(deps: Pick<Deps, 'db'>, auth: Auth, bookId: string, q: string) {
  const book = ownBook(deps, auth, bookId);
  const query = parseQuery(q);
  const hits: Array<{ segment_id: string; chapter_id: string; chapter: string; chapter_no: number; line: number; text: string; marks: Array<[number, number]> }> = [];
  const chapters = new Set<string>();
  let total = 0;
  for (const s of listEditionSegments(deps.db, book.active_edition_id!)) {
    const marks = findMatches(s.text, query);
    if (!marks) continue;
    total++;
    chapters.add(s.chapter_id);
    if (hits.length < SEARCH_LIMIT) {
      hits.push({ segment_id: s.id, chapter_id: s.chapter_id, chapter: s.chapter_title, chapter_no: s.chapter_position + 1, line: s.position + 1, text: s.text, marks });
    }
  }
  return { q, hits, total, chapters: chapters.size };
}
