// The pieces of a chapter as they would be voiced now, with their content addresses. Computed
// from the lines, the characters' voices, the book's reading mode and the pronunciation rules;
// cached per chapter version, because every view of a chapter or a book needs them.
import { createHash } from 'node:crypto';
import type { Deps } from '../deps.ts';
import type { Emotion, DeliveryStyle } from '../../contract/enums.ts';
import { buildUnits, semitones, type BookReading, type PieceSpec, type UnitCharacter, type UnitLine } from '../../domain/units.ts';
import type { PronunciationRule } from '../../domain/speech/index.ts';
import { booksInSeries } from '../../storage/repositories/books.repo.ts';
import { listCharacters } from '../../storage/repositories/characters.repo.ts';
import { listSegments } from '../../storage/repositories/chapters.repo.ts';
import { listPronunciationsFor } from '../../storage/repositories/pronunciations.repo.ts';
import { inReadingOrder } from '../pronunciations.service.ts';
import type { BookRow, ChapterRow, CharacterRow, SegmentRow } from '../../storage/rows.ts';
import { unitVoices } from '../voices.service.ts';

export interface BookRules {
  rules: PronunciationRule[];
  key: string;
}

/** Rules acting in a book: its own, its series' books', and the user's general rules. */
export function rulesFor(deps: Pick<Deps, 'db'>, book: BookRow): BookRules {
  const ids = book.series_id ? booksInSeries(deps.db, book.series_id).map((b) => b.id) : [book.id];
  if (!ids.includes(book.id)) ids.push(book.id);
  const rows = inReadingOrder(listPronunciationsFor(deps.db, book.user_id, ids));
  const rules = rows.map((r) => ({ word: r.word, replacement: r.replacement, exact: r.exact === 1 }));
  const key = createHash('sha1').update(JSON.stringify(rules)).digest('hex').slice(0, 16);
  return { rules, key };
}

export function bookReading(book: BookRow): BookReading {
  return {
    reading: book.reading === 'solo' ? 'solo' : 'roles', thoughts: book.thoughts === 'narrator' ? 'narrator' : 'hero',
    stageRemarks: book.stage_remarks === 'narrator' ? 'narrator' : 'skip', stageDirections: book.stage_directions === 'skip' ? 'skip' : 'narrator',
  };
}

export function unitCharacters(characters: CharacterRow[]): Map<string, UnitCharacter> {
  return new Map(
    characters.map((c) => {
      const controls = JSON.parse(c.controls) as { speed?: number; pitch?: number; formant?: number };
      return [c.id, {
        id: c.id, voiceId: c.voice_id, emotion: c.emotion as Emotion, speed: controls.speed ?? 1,
        pitch: semitones(controls.pitch), formant: semitones(controls.formant), isNarrator: c.is_narrator === 1,
      }];
    }),
  );
}

export function unitLines(segments: SegmentRow[]): UnitLine[] {
  return segments.map((s) => ({
    id: s.id,
    text: s.text,
    stressed: s.stressed,
    kind: s.kind,
    paragraphId: s.paragraph_id,
    characterId: s.character_id,
    emotion: (s.emotion || null) as Emotion | null,
    delivery: JSON.parse(s.delivery) as DeliveryStyle,
    skip: s.skip_audio === 1,
    pauseMs: s.pause_ms,
    take: s.take,
    stage: s.stage,
  }));
}

/** Pieces by chapter version (its id, times, reading settings, rules and stress data): one per studio. */
export type UnitsCache = Map<string, PieceSpec[]>;
const CACHE_LIMIT = 500;

export interface UnitsInput {
  book: BookRow;
  chapter: ChapterRow;
  segments?: SegmentRow[];
  characters?: CharacterRow[];
  rules?: BookRules;
}

export function chapterUnits(deps: Pick<Deps, 'db' | 'synth' | 'text' | 'units'>, input: UnitsInput): PieceSpec[] {
  const { book, chapter } = input;
  const rules = input.rules ?? rulesFor(deps, book);
  const cacheKey = [chapter.id, chapter.updated_at, book.updated_at, book.reading, book.thoughts, book.stage_remarks, book.stage_directions, book.language, rules.key, deps.text.generation].join('|');
  const cache = deps.units;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const segments = input.segments ?? listSegments(deps.db, chapter.id);
  const characters = input.characters ?? listCharacters(deps.db, book.id);
  const units = buildUnits({
    lines: unitLines(segments),
    characters: unitCharacters(characters),
    voices: unitVoices(deps.synth.voices()),
    reading: bookReading(book),
    prepare: (text) => deps.text.prepare(text, book.language, rules.rules, rules.key).prepared,
  });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(cacheKey, units);
  return units;
}

export interface RecordedPiece {
  key: string;
  t0: number;
  t1: number;
  text: string;
  prepared: string;
  speaker: string;
  segment_ids: string[];
}

export function recordedPieces(chapter: ChapterRow): RecordedPiece[] {
  return chapter.timeline ? (JSON.parse(chapter.timeline) as RecordedPiece[]) : [];
}

/** decisions §5: a voiced chapter whose pieces no longer match is "changed after voicing". */
export function changedState(chapter: ChapterRow, units: PieceSpec[]): { changed: boolean; changedUnits: number } {
  if (!chapter.audio_path) return { changed: false, changedUnits: 0 };
  const recorded = recordedPieces(chapter);
  const recordedKeys = new Set(recorded.map((p) => p.key));
  const currentKeys = new Set(units.map((u) => u.key));
  const changedUnits = new Set(units.filter((u) => !recordedKeys.has(u.key)).map((u) => u.key)).size;
  const dropped = recorded.some((p) => !currentKeys.has(p.key));
  return { changed: changedUnits > 0 || dropped, changedUnits };
}
