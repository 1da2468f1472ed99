// GET /chapters/{id}: the chapter with its lines, pieces, problems, latest job, timeline and the
// price of voicing it now. PATCH/PUT on lines answer with this same view.
import type { Deps } from '../deps.ts';
import type { ChapterView, Unit } from '../../contract/chapters.ts';
import { DEFAULT_LANG, type Lang } from '../../contract/texts.ts';
import { priceUnits } from '../../domain/units.ts';
import { listCharacters } from '../../storage/repositories/characters.repo.ts';
import { listSegments } from '../../storage/repositories/chapters.repo.ts';
import { latestChapterJob } from '../../storage/repositories/jobs.repo.ts';
import { existingPieces } from '../../storage/repositories/pieces.repo.ts';
import type { BookRow, ChapterRow } from '../../storage/rows.ts';
import { toCredits, pricedChars } from '../../util/credits.ts';
import { MIME } from '../../files/links.ts';
import { segmentDto } from '../dto.ts';
import { jobView } from '../jobs.service.ts';
import { chapterAudioUrl } from '../books/book-views.ts';
import { changedState, chapterUnits, recordedPieces, rulesFor } from './units.service.ts';
import { chapterProblems } from './problems.ts';
import { chapterText } from './paragraphs.ts';
import { getPiece } from '../../storage/repositories/pieces.repo.ts';

/** The paragraphs as written of a chapter, or null (imported before they were kept). */
export function writtenParagraphs(chapter: ChapterRow): string[] | null {
  return chapter.paragraphs ? (JSON.parse(chapter.paragraphs) as string[]) : null;
}

export function chapterView(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, book: BookRow, chapter: ChapterRow, lang: Lang = DEFAULT_LANG): ChapterView {
  const segments = listSegments(deps.db, chapter.id);
  const characters = listCharacters(deps.db, book.id);
  const rules = rulesFor(deps, book);
  const units = chapterUnits(deps, { book, chapter, segments, characters, rules });
  const pieces = existingPieces(deps.db, book.user_id, units.map((u) => u.key));
  const price = priceUnits(units, (k) => (pieces.get(k) ? (pieces.get(k)!.source === 'listen' ? 'heard' : 'voiced') : null));
  const { changed, changedUnits } = changedState(chapter, units);
  const currentKeys = new Set(units.map((u) => u.key));
  const job = latestChapterJob(deps.db, chapter.id, 'render');
  const unitDtos: Unit[] = units.map((u) => ({
    key: u.key, speaker: u.speaker, voice_id: u.voiceId, emotion: u.emotion, kind: u.kind, text: u.text, prepared: u.prepared,
    segment_ids: u.segmentIds, chars: u.chars, credits: toCredits(u.milli), voiced: pieces.has(u.key),
  }));
  const timeline = recordedPieces(chapter).map((p) => {
    const piece = getPiece(deps.db, book.user_id, p.key);
    return {
      t0: p.t0, t1: p.t1, key: p.key, text: p.text, prepared: p.prepared, speaker: p.speaker, segment_ids: p.segment_ids,
      sound: piece ? deps.files.url(piece.path, MIME.wav) : null,
      changed: !currentKeys.has(p.key),
    };
  });
  return {
    chapter: {
      id: chapter.id,
      position: chapter.position,
      title: chapter.title,
      status: chapter.status,
      chars: segments.reduce((a, s) => a + pricedChars(s.text), 0),
      duration_s: chapter.duration_s,
      rendered_at: chapter.rendered_at,
      audio_url: chapterAudioUrl(deps, chapter),
      changed,
      changed_units: changedUnits,
      review: segments.filter((s) => s.review === 1).length,
      text: chapterText(segments, writtenParagraphs(chapter)),
      book_id: book.id,
      edition_id: chapter.edition_id,
    },
    // Stress review notes come from each line's prepared text: the units above just prepared the
    // same lines, so these are cache hits in the text preparer.
    segments: segments.map((s) => segmentDto(s, deps.text.prepare(s.stressed?.trim() ? s.stressed : s.text, book.language, rules.rules, rules.key).review, lang)),
    units: unitDtos,
    problems: chapterProblems(book, segments, characters, units, deps.synth.voices()),
    job: job ? jobView(deps, job, lang) : null,
    timeline,
    estimate_credits: toCredits(price.milli),
  };
}
