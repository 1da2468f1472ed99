// Writing an analysed book: the book row, its first edition, characters with cast voices,
// chapters and lines — in one transaction, so a book is either all there or not at all.
import type { Deps } from '../deps.ts';
import { tx } from '../../storage/db.ts';
import { insertBook, insertEdition, updateBook } from '../../storage/repositories/books.repo.ts';
import { insertCharacter } from '../../storage/repositories/characters.repo.ts';
import { insertChapter, insertSegment } from '../../storage/repositories/chapters.repo.ts';
import type { BookRow } from '../../storage/rows.ts';
import { castVoices, chapterPresence, speakingShares } from '../../domain/book/index.ts';
import type { AnalyzedBook, CastingCharacter } from '../../domain/book/types.ts';
import type { VoiceInfo } from '../../engines/tts/engine.ts';
import { NEUTRAL } from '../../contract/enums.ts';
import { newId } from '../../util/ids.ts';
import { nowIso } from '../../util/time.ts';
import { castingVoices } from '../voices.service.ts';
import { splitLongLine } from './long-lines.ts';

export interface NewBook {
  userId: string;
  title: string;
  author: string;
  language: string;
  status: BookRow['status'];
  extra?: Partial<BookRow>;
}

/** Creates the book row and its first (draft) edition; chapters come later (or now, see storeAnalysis). */
export function insertBookShell({ db }: Pick<Deps, 'db'>, b: NewBook): BookRow {
  const now = nowIso();
  const bookId = newId();
  const editionId = newId();
  const row: BookRow = {
    id: bookId, user_id: b.userId, title: b.title, author: b.author, status: b.status, language: b.language,
    subtitle: '', genre: '', age_rating: '', annotation: '', thoughts: 'hero', stage_remarks: 'skip', stage_directions: 'narrator', sound: 'studio', check_mode: 'off', reading: 'roles',
    budget_milli: null, series_id: null, series_index: null, cover_path: null, cover_mime: null, source_name: null,
    source_sha256: null, source_format: null, analysis: null, import_error: null, import_error_reason: null, active_edition_id: editionId,
    trashed_at: null, created_at: now, updated_at: now, ...b.extra,
  };
  tx(db, () => {
    insertBook(db, row);
    insertEdition(db, {
      id: editionId, book_id: bookId, name: '', name_kind: 'edition.numbered', name_params: JSON.stringify({ n: 1 }), status: 'draft', created_at: now, closed_at: null,
    });
  });
  return row;
}

/**
 * Stores the analysis into a book shell: characters (voices cast), chapters, lines. `paragraphs`
 * are each chapter's paragraphs as written (the chapter's `text` keeps their dashes and quotes).
 */
export function storeAnalysis({ db }: Pick<Deps, 'db'>, book: BookRow, analyzed: AnalyzedBook, voices: VoiceInfo[], paragraphs: string[][]): void {
  const shares = speakingShares(analyzed);
  const casting: CastingCharacter[] = analyzed.characters.map((c) => ({ ...c, share: shares.get(c.key) ?? 0 }));
  const cast = castVoices(casting, castingVoices(voices, analyzed.language), analyzed.language, { presence: chapterPresence(analyzed) });
  const fallbackVoice = castingVoices(voices, analyzed.language)[0]?.id ?? voices[0]?.id;
  if (!fallbackVoice) throw new Error('No voice is available to cast the book.');
  const now = nowIso();
  tx(db, () => {
    const idByKey = new Map<string, string>();
    analyzed.characters.forEach((c, i) => {
      const id = newId();
      idByKey.set(c.key, id);
      // A variant of a voice (pitch, formant) where casting needed one to keep the cast apart.
      const voice = cast.get(c.key) ?? { voiceId: fallbackVoice, pitch: 0, formant: 0 };
      const controls = voice.pitch || voice.formant ? { speed: 1, pitch: voice.pitch, formant: voice.formant } : { speed: 1 };
      insertCharacter(db, {
        id, book_id: book.id, name: c.name, aliases: JSON.stringify(c.aliases), is_narrator: c.isNarrator ? 1 : 0,
        voice_id: voice.voiceId, emotion: NEUTRAL, controls: JSON.stringify(controls), position: i,
        gender: c.gender, age: c.age, description: c.description, preset_id: null, source: 'rules',
      });
    });
    const narratorId = idByKey.get(analyzed.characters.find((c) => c.isNarrator)?.key ?? '') ?? [...idByKey.values()][0];
    analyzed.chapters.forEach((ch, position) => {
      const chapterId = newId();
      insertChapter(db, {
        id: chapterId, book_id: book.id, edition_id: book.active_edition_id!, position, title: ch.title, status: 'draft',
        audio_path: null, duration_s: null, rendered_at: null, timeline: null, created_at: now, updated_at: now,
        paragraphs: paragraphs[position] ? JSON.stringify(paragraphs[position]) : null,
      });
      // Over-long lines (whole pages of narration) are stored as sentence groups of their paragraph.
      const lines = ch.lines.flatMap((l) => splitLongLine(l.text).map((text) => ({ ...l, text })));
      lines.forEach((l, i) => {
        insertSegment(db, {
          id: newId(), chapter_id: chapterId, position: i, text: l.text, kind: l.kind, block_id: l.blockId, paragraph_id: l.paragraphId,
          character_id: idByKey.get(l.speaker) ?? narratorId!, skip_audio: 0, pause_ms: null, confidence: l.confidence,
          review: l.review ? 1 : 0, issue: l.issue, emotion: null, speaker_source: 'rules', emotion_source: 'rules', stressed: null,
          delivery: '{}', takes: 0, take: 0, stress_review: '[]', stage: l.stage ?? null,
          speaker_basis: l.kind === 'narration' ? null : l.basis ?? null, speaker_before: null,
        });
      });
    });
    updateBook(db, book.id, { language: analyzed.language, status: 'ready', analysis: null, updated_at: now });
  });
}
