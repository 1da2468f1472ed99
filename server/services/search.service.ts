// Search in a book's text: ё = е, stress marks ignored, case-insensitive; a phrase, or all words
// of the query in one line. At most 200 hits.
import type { Auth, Deps } from './deps.ts';
import { listEditionSegments } from '../storage/repositories/chapters.repo.ts';
import { ownBook } from './ownership.ts';

export const SEARCH_LIMIT = 200;

export function searchKey(s: string): string {
  return s.toLowerCase().replace(/ё/g, 'е').replace(/[+\u0301]/g, '').replace(/\s+/g, ' ');
}

export function searchBook(deps: Pick<Deps, 'db'>, auth: Auth, bookId: string, q: string) {
  const book = ownBook(deps, auth, bookId);
  const needle = searchKey(q.trim());
  const words = needle.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const hits: Array<{ segment_id: string; chapter_id: string; chapter: string; chapter_no: number; line: number; text: string }> = [];
  const chapters = new Set<string>();
  let total = 0;
  for (const s of listEditionSegments(deps.db, book.active_edition_id!)) {
    const hay = searchKey(s.text);
    const found = hay.includes(needle) || (words.length > 1 && words.every((w) => hay.includes(w)));
    if (!found) continue;
    total++;
    chapters.add(s.chapter_id);
    if (hits.length < SEARCH_LIMIT) {
      hits.push({ segment_id: s.id, chapter_id: s.chapter_id, chapter: s.chapter_title, chapter_no: s.chapter_position + 1, line: s.position + 1, text: s.text });
    }
  }
  return { q, hits, total, chapters: chapters.size };
}
