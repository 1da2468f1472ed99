// Edits of a chapter's lines: speaker, emotion, stress, delivery, pause, skip, text and takes.
// Every edit bumps the chapter's version so its pieces (and "changed after voicing") follow.
import type { Auth, Deps } from './deps.ts';
import type { Lang } from '../contract/texts.ts';
import type { ChapterView, SpeakerFixView } from '../contract/chapters.ts';
import type { PatchSegmentBody, SetSpeakerBody, TakeBody, UncarryBody } from '../contract/segments.ts';
import { tx } from '../storage/db.ts';
import { getEdition } from '../storage/repositories/books.repo.ts';
import { getCharacter } from '../storage/repositories/characters.repo.ts';
import { getChapter, listSegments, updateChapter, updateSegment } from '../storage/repositories/chapters.repo.ts';
import type { ChapterRow, SegmentRow } from '../storage/rows.ts';
import { ApiError, fieldError, unprocessable } from '../errors.ts';
import { ErrorCodes } from '../contract/common.ts';
import { nowIso } from '../util/time.ts';
import { ownChapter, ownSegment } from './ownership.ts';
import { chapterView, writtenParagraphs } from './chapters/chapter-view.ts';
import { replaceLine } from './chapters/paragraphs.ts';
import { sameLetters, toAcute, transferStress } from './stress-marks.ts';
import { getBook } from '../storage/repositories/books.repo.ts';
import { carriedChanges, isCarried, restoreCarried, speakerBefore, writeCarried, type CarriedChange } from './chapters/carry-through.ts';

export function assertEditionOpen(deps: Pick<Deps, 'db'>, chapter: ChapterRow): void {
  const e = getEdition(deps.db, chapter.edition_id);
  if (!e || e.status === 'closed') {
    throw new ApiError(409, ErrorCodes.editionClosed, 'This edition is closed: open a new edition to change or voice it.');
  }
}

function assertNotInWork(chapter: ChapterRow): void {
  if (chapter.status === 'queued' || chapter.status === 'rendering') {
    throw new ApiError(409, ErrorCodes.busy, 'The chapter is being voiced now; edit its text when the job is done or cancelled.');
  }
}

/** The consecutive lines around `segment` spoken by the same character. */
function runOf(segments: SegmentRow[], segment: SegmentRow): SegmentRow[] {
  const i = segments.findIndex((s) => s.id === segment.id);
  let a = i;
  let b = i;
  while (a > 0 && segments[a - 1]!.character_id === segment.character_id) a--;
  while (b < segments.length - 1 && segments[b + 1]!.character_id === segment.character_id) b++;
  return segments.slice(a, b + 1);
}

function view(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, chapterId: string, lang: Lang): ChapterView {
  const chapter = getChapter(deps.db, chapterId)!;
  return chapterView(deps, getBook(deps.db, chapter.book_id)!, chapter, lang);
}

/** A speaker chosen by hand: the line is no longer under review (nor a carried one to put back). */
const MANUAL_SPEAKER = { speaker_source: 'manual', review: 0, confidence: 1, issue: '', speaker_before: null } as const;

/**
 * Writes an edit of the chapter's lines and the lines a speaker fix carried (`follow`) in one transaction, bumps
 * the chapter's version, and answers the chapter with the ids of the carried lines.
 */
function saveEdit(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, lang: Lang, chapterId: string, carried: CarriedChange[] | null, write: () => void): SpeakerFixView {
  tx(deps.db, () => {
    write();
    if (carried) writeCarried(deps, carried);
    updateChapter(deps.db, chapterId, { updated_at: nowIso() });
  });
  const chapter = view(deps, chapterId, lang);
  return carried ? { ...chapter, carried: carried.map((c) => c.segment.id) } : chapter;
}

export function patchSegment(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, auth: Auth, segmentId: string, body: PatchSegmentBody): SpeakerFixView {
  const { segment, chapter, book } = ownSegment(deps, auth, segmentId);
  assertEditionOpen(deps, chapter);
  if (body.follow && body.character_id === undefined) throw fieldError(422, 'follow: carries a speaker fix, so it needs character_id', 'follow', 'invalid');
  const patch: Partial<Record<keyof SegmentRow, string | number | null>> = {};
  let runIds: string[] = [];
  let carried: CarriedChange[] | null = null;
  if (body.character_id !== undefined) {
    const c = getCharacter(deps.db, body.character_id);
    if (!c || c.book_id !== book.id) throw unprocessable('character_id: no such character in this book');
    Object.assign(patch, { character_id: c.id, ...MANUAL_SPEAKER });
    const segments = listSegments(deps.db, chapter.id);
    if (body.whole_run) runIds = runOf(segments, segment).map((s) => s.id);
    if (body.follow) carried = carriedChanges(segments, new Set([segment.id, ...runIds]), c, body.kind ?? segment.kind, book.language);
  }
  // A kind is the line's own (whole_run moves only the speaker).
  if (body.kind !== undefined) patch.kind = body.kind;
  if (body.emotion !== undefined) Object.assign(patch, { emotion: body.emotion === '' ? null : body.emotion, emotion_source: 'manual' });
  if (body.stressed !== undefined) {
    if (body.stressed === '') patch.stressed = null;
    else if (!sameLetters(body.stressed, segment.text)) {
      throw unprocessable('stressed: must be the line\'s own text with stress marks (U+0301 after, or + before, the stressed vowel)');
    } else patch.stressed = toAcute(body.stressed);
  }
  if (body.delivery !== undefined) {
    const cur = JSON.parse(segment.delivery) as Record<string, string>;
    for (const [k, v] of Object.entries(body.delivery)) {
      if (v === null) delete cur[k];
      else if (v !== undefined) cur[k] = v;
    }
    patch.delivery = JSON.stringify(cur);
  }
  if (body.pause_ms !== undefined) patch.pause_ms = body.pause_ms === -1 ? null : body.pause_ms;
  if (body.skip_audio !== undefined) patch.skip_audio = body.skip_audio ? 1 : 0;
  return saveEdit(deps, auth.lang, chapter.id, carried, () => {
    updateSegment(deps.db, segment.id, patch);
    for (const id of runIds) {
      if (id !== segment.id) updateSegment(deps.db, id, { character_id: body.character_id!, ...MANUAL_SPEAKER });
    }
  });
}

export function setSpeaker(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, auth: Auth, chapterId: string, body: SetSpeakerBody): SpeakerFixView {
  const { chapter, book } = ownChapter(deps, auth, chapterId);
  assertEditionOpen(deps, chapter);
  const c = getCharacter(deps.db, body.character_id);
  if (!c || c.book_id !== book.id) throw unprocessable('character_id: no such character in this book');
  const segments = listSegments(deps.db, chapter.id);
  const own = new Set(segments.map((s) => s.id));
  const foreign = body.segment_ids.filter((id) => !own.has(id));
  if (foreign.length) {
    throw unprocessable(`segment_ids: ${foreign.length} of them ${foreign.length === 1 ? 'is not a line' : 'are not lines'} of this chapter (${foreign[0]})`);
  }
  const carried = body.follow ? carriedChanges(segments, new Set(body.segment_ids), c, body.kind ?? 'speech', book.language) : null;
  return saveEdit(deps, auth.lang, chapter.id, carried, () => {
    for (const id of new Set(body.segment_ids)) updateSegment(deps.db, id, { character_id: c.id, ...MANUAL_SPEAKER, ...(body.kind ? { kind: body.kind } : {}) });
  });
}

/** Puts lines a carry-through changed back as they were (the Undo of a fix's `carried`), in one transaction. */
export function uncarry(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, auth: Auth, chapterId: string, body: UncarryBody): ChapterView {
  const { chapter, book } = ownChapter(deps, auth, chapterId);
  assertEditionOpen(deps, chapter);
  const byId = new Map(listSegments(deps.db, chapter.id).map((s) => [s.id, s]));
  // A line set by hand since is the author's now (a later fix never carries a carried line again: carry-fix.ts);
  // a speaker merged away cannot come back.
  const refused = body.segment_ids.filter((id) => {
    const s = byId.get(id);
    if (!s || !isCarried(s)) return true;
    const before = getCharacter(deps.db, speakerBefore(s)!.character_id);
    return !before || before.book_id !== book.id;
  });
  if (refused.length) {
    throw fieldError(422, `segment_ids: ${refused.length} of them ${refused.length === 1 ? 'is not a carried line' : 'are not carried lines'} of this chapter that can be put back (${refused[0]})`, 'segment_ids', 'invalid');
  }
  return saveEdit(deps, auth.lang, chapter.id, null, () => {
    for (const id of new Set(body.segment_ids)) restoreCarried(deps, byId.get(id)!);
  });
}

export function putSegmentText(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, auth: Auth, segmentId: string, text: string): ChapterView {
  const { segment, chapter } = ownSegment(deps, auth, segmentId);
  // A line is one line: breaks inside it would read as paragraph breaks in the chapter's text.
  const clean = text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
  if (!clean) {
    throw fieldError(400, 'The text is empty. To not voice a line, PATCH it with skip_audio: true.', 'text', 'empty');
  }
  assertEditionOpen(deps, chapter);
  assertNotInWork(chapter);
  const stressed = segment.stressed ? transferStress(segment.stressed, clean) : null;
  const paragraphs = writtenParagraphs(chapter);
  const written = paragraphs?.[segment.paragraph_id];
  if (paragraphs && typeof written === 'string') {
    const own = listSegments(deps.db, chapter.id).filter((s) => s.paragraph_id === segment.paragraph_id);
    paragraphs[segment.paragraph_id] = replaceLine(written, own.map((s) => s.text), own.findIndex((s) => s.id === segment.id), clean);
  }
  tx(deps.db, () => {
    updateSegment(deps.db, segment.id, { text: clean, stressed });
    updateChapter(deps.db, chapter.id, { updated_at: nowIso(), ...(paragraphs ? { paragraphs: JSON.stringify(paragraphs) } : {}) });
  });
  return view(deps, chapter.id, auth.lang);
}

export function takeSegment(deps: Pick<Deps, 'db' | 'jobs' | 'files' | 'synth' | 'text' | 'units'>, auth: Auth, segmentId: string, body: TakeBody): ChapterView {
  const { segment, chapter } = ownSegment(deps, auth, segmentId);
  assertEditionOpen(deps, chapter);
  let takes = segment.takes;
  let take = segment.take;
  if (body.action === 'new') {
    // Take 0 is the line as first voiced (with its neighbours); each new take is its own piece.
    takes = Math.max(takes, 1) + 1;
    take = takes - 1;
  } else {
    if (body.take === undefined) throw unprocessable('take: required for action "set"');
    const count = Math.max(takes, 1);
    if (body.take >= count) throw unprocessable(`take: this line has ${count} take${count > 1 ? 's' : ''} (0…${count - 1})`);
    take = body.take;
  }
  return saveEdit(deps, auth.lang, chapter.id, null, () => updateSegment(deps.db, segment.id, { takes, take }));
}
