// What goes into the finished file besides the sound: title, author, narrator (the voices),
// series, genre, the cover and a note that the book was voiced with speech synthesis.
import type { Deps } from '../deps.ts';
import { getSeries } from '../../storage/repositories/books.repo.ts';
import { listCharacters } from '../../storage/repositories/characters.repo.ts';
import { recordedPieces } from '../chapters/units.service.ts';
import type { BookRow, ChapterRow } from '../../storage/rows.ts';
import type { ExportMeta } from '../../engines/export/index.ts';
import { genreWords } from '../../domain/genres.ts';

/**
 * `chapters`: the chapters the file holds. Its narrator tag names the voices heard in them, not
 * every voice of the book: a partly voiced book's file would credit voices it does not contain.
 * Who is heard is read from the recordings (their pieces), not from the lines as they are now: a
 * line given to someone else after voicing is still heard in its old voice.
 */
export function exportMeta(deps: Pick<Deps, 'db' | 'synth'>, book: BookRow, chapters: ChapterRow[]): ExportMeta {
  const heard = new Set<string>();
  for (const ch of chapters) for (const p of recordedPieces(ch)) heard.add(p.speaker);
  const voices = new Map<string, string>();
  for (const c of listCharacters(deps.db, book.id)) {
    if (!heard.has(c.id)) continue;
    const v = deps.synth.voice(c.voice_id);
    if (v) voices.set(v.id, v.name);
  }
  const names = [...voices.values()].join(', ');
  const ru = book.language === 'ru';
  const series = book.series_id ? getSeries(deps.db, book.series_id) : undefined;
  return {
    title: book.title,
    author: book.author,
    narrator: ru ? `${names} (синтез речи)` : `${names} (speech synthesis)`,
    series: series ? { title: series.title, no: book.series_index } : null,
    // fb2 genre codes as words in the book's language.
    genre: genreWords(book.genre, book.language),
    language: book.language,
    description: book.annotation,
    comment: ru ? 'Озвучено синтезом речи в Glava Studio.' : 'Voiced with speech synthesis in Glava Studio.',
    cover: book.cover_path ? { path: book.cover_path, mime: book.cover_mime ?? 'image/jpeg' } : null,
  };
}

/** A file name safe on every OS, for the download. */
export function safeFileName(title: string, ext: string): string {
  const base = title.replace(/[/\\:*?"<>|\u0000-\u001f]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 120) || 'book';
  return `${base}.${ext}`;
}
