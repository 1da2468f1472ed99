// The three shapes of a book: the core (create/patch/upload), the list item, and the detail.
import type { Auth, Deps } from '../deps.ts';
import type { Book, BookDetail, BookListItem } from '../../contract/books.ts';
import type { ChapterSummary } from '../../contract/chapters.ts';
import { getSeries, listEditions } from '../../storage/repositories/books.repo.ts';
import { chapterStats, charsByCharacter, editionTotals, listChapters, listSegments } from '../../storage/repositories/chapters.repo.ts';
import { listCharacters } from '../../storage/repositories/characters.repo.ts';
import type { BookRow, ChapterRow, SegmentRow } from '../../storage/rows.ts';
import { toCredits } from '../../util/credits.ts';
import { MIME } from '../../files/links.ts';
import { characterDto } from '../dto.ts';
import { namesLang } from '../default-names.ts';
import { activeEdition } from '../ownership.ts';
import { chapterUnits, changedState, rulesFor } from '../chapters/units.service.ts';
import { canCarry } from './series.service.ts';
import { editionName } from '../editions.service.ts';
import { IMPORT_FAILURES } from '../../contract/enums.ts';

/** Spoken Russian runs at about 15 characters a second; used before anything is voiced. */
export const CHARS_PER_SECOND = 15;

export function bookCore(deps: Pick<Deps, 'db' | 'files'>, b: BookRow): Book {
  const series = b.series_id ? getSeries(deps.db, b.series_id) : undefined;
  return {
    id: b.id,
    title: b.title,
    author: b.author,
    status: b.status,
    created_at: b.created_at,
    language: b.language,
    subtitle: b.subtitle,
    series_no: b.series_index === null ? '' : String(b.series_index),
    genre: b.genre,
    age_rating: b.age_rating as Book['age_rating'],
    series: series ? { id: series.id, title: series.title, no: b.series_index } : null,
    thoughts: b.thoughts as Book['thoughts'],
    stage_remarks: b.stage_remarks as Book['stage_remarks'],
    stage_directions: b.stage_directions as Book['stage_directions'],
    sound: b.sound as Book['sound'],
    check: b.check_mode as Book['check'],
    reading: b.reading as Book['reading'],
    cover_url: b.cover_path ? deps.files.url(b.cover_path, b.cover_mime ?? 'image/jpeg') : null,
    active_edition_id: b.active_edition_id!,
    annotation: b.annotation,
    budget: b.budget_milli === null ? null : toCredits(b.budget_milli),
    error: b.import_error,
    error_reason: importFailure(b.import_error_reason),
  };
}

function importFailure(reason: string | null): Book['error_reason'] {
  return (IMPORT_FAILURES as readonly (string | null)[]).includes(reason) ? (reason as Book['error_reason']) : null;
}

function analysisOf(b: BookRow): BookListItem['analysis'] {
  return b.analysis ? (JSON.parse(b.analysis) as BookListItem['analysis']) : null;
}

export function bookListItem(deps: Pick<Deps, 'db' | 'files'>, b: BookRow): BookListItem {
  const t = editionTotals(deps.db, b.active_edition_id!);
  return {
    ...bookCore(deps, b),
    chapters_total: t.chapters_total,
    chapters_ready: t.chapters_ready,
    duration_s: Math.round(t.duration_s * 1000) / 1000,
    chars: t.chars,
    audio_est_s: Math.round(t.chars / CHARS_PER_SECOND),
    chapters_active: t.chapters_active,
    chapters_failed: t.chapters_failed,
    // The book changes when its lines are edited or its chapters voiced, not only its own fields.
    updated_at: t.changed_at && t.changed_at > b.updated_at ? t.changed_at : b.updated_at,
    analysis: analysisOf(b),
  };
}

export function runsOf(segments: SegmentRow[]): Array<[string, number, boolean]> {
  const runs: Array<[string, number, boolean]> = [];
  for (const s of segments) {
    const last = runs.at(-1);
    if (last && last[0] === s.character_id) {
      last[1]++;
      last[2] ||= s.review === 1;
    } else runs.push([s.character_id, 1, s.review === 1]);
  }
  return runs;
}

export function chapterAudioUrl(deps: Pick<Deps, 'files'>, c: ChapterRow): string | null {
  return c.audio_path ? deps.files.url(c.audio_path, MIME.mp3) : null;
}

export function bookDetail(deps: Pick<Deps, 'db' | 'files' | 'synth' | 'text' | 'units'>, b: BookRow, auth: Pick<Auth, 'lang' | 'langAsked'>): BookDetail {
  const { lang } = auth;
  const edition = activeEdition(deps, b);
  const chapters = listChapters(deps.db, edition.id);
  const stats = chapterStats(deps.db, edition.id);
  const characters = listCharacters(deps.db, b.id);
  const rules = rulesFor(deps, b);
  const summaries: ChapterSummary[] = chapters.map((c) => {
    const segments = listSegments(deps.db, c.id);
    const st = c.audio_path ? changedState(c, chapterUnits(deps, { book: b, chapter: c, segments, characters, rules })) : { changed: false, changedUnits: 0 };
    return {
      id: c.id,
      position: c.position,
      title: c.title,
      status: c.status,
      chars: stats.get(c.id)?.chars ?? 0,
      duration_s: c.duration_s,
      rendered_at: c.rendered_at,
      audio_url: chapterAudioUrl(deps, c),
      changed: st.changed,
      changed_units: st.changedUnits,
      review: stats.get(c.id)?.review ?? 0,
      runs: runsOf(segments),
    };
  });
  const byChar = new Map(charsByCharacter(deps.db, edition.id).map((r) => [r.character_id, r.chars]));
  const total = [...byChar.values()].reduce((a, n) => a + n, 0);
  return {
    ...bookCore(deps, b),
    chapters: summaries,
    chapters_ready: chapters.filter((c) => c.status === 'ready').length,
    duration_s: Math.round(chapters.reduce((a, c) => a + (c.duration_s ?? 0), 0) * 1000) / 1000,
    characters: characters.map((c) => ({ ...characterDto(c, namesLang(auth)), share: total ? Math.round(((byChar.get(c.id) ?? 0) / total) * 10000) / 10000 : 0 })),
    review_total: summaries.reduce((a, c) => a + c.review, 0),
    analysis: analysisOf(b),
    edition: { id: edition.id, ...editionName(edition, lang), status: edition.status, count: listEditions(deps.db, b.id).length },
    can_carry: canCarry(deps, b),
  };
}
