// Free re-voicing of pieces the check found `bad`: each of their lines gets a new take (so it
// becomes its own piece, voiced afresh), the new pieces are voiced without any debit or ledger
// entry, and the chapter recording is assembled again. Done only when the recording still
// matches the chapter's lines (no pending edits would slip in free), the edition is open and
// no render is queued; meanwhile the chapter shows `rendering`, so no edit or render races it.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Deps } from '../deps.ts';
import type { PieceSpec } from '../../domain/units.ts';
import { tx } from '../../storage/db.ts';
import { getBook, getEdition } from '../../storage/repositories/books.repo.ts';
import { audioPathShared, getChapter, listSegments, updateChapter, updateSegment } from '../../storage/repositories/chapters.repo.ts';
import { activeJobsOfUser } from '../../storage/repositories/jobs.repo.ts';
import type { JobRow } from '../../storage/rows.ts';
import { nowIso } from '../../util/time.ts';
import { changedState, chapterUnits, recordedPieces } from '../chapters/units.service.ts';
import { existingPiece, recordPiece, synthesizePiece } from '../voicing/pieces.service.ts';
import { ChapterRecorder, chapterTags } from '../voicing/recording.ts';
import { removeRecording } from '../../engines/export/chapter-final.ts';

export interface Revoiced {
  /** The new pieces (from the re-voiced lines), as they now sit in the recording. */
  pieces: Array<{ key: string; t0: number; t1: number; prepared: string; speaker: string }>;
  /** Lines that got a new take. */
  lines: number;
  audioPath: string;
}

/** Why re-voicing cannot happen now, or null when it can. */
function blocker(deps: Pick<Deps, 'db' | 'synth' | 'text' | 'units'>, job: JobRow): string | null {
  const chapter = getChapter(deps.db, job.chapter_id!);
  const book = chapter && getBook(deps.db, chapter.book_id);
  if (!chapter || !book || !chapter.audio_path) return 'the chapter has no recording';
  if (chapter.status !== 'ready') return 'the chapter is being voiced';
  if (getEdition(deps.db, chapter.edition_id)?.status !== 'draft') return 'the edition is closed';
  if (activeJobsOfUser(deps.db, job.user_id, 'render').some((j) => j.chapter_id === chapter.id)) return 'a render of the chapter is queued';
  if (changedState(chapter, chapterUnits(deps, { book, chapter })).changed) return 'the chapter changed after voicing';
  return null;
}

export async function revoiceBad(deps: Pick<Deps, 'config' | 'db' | 'synth' | 'text' | 'units'>, job: JobRow, badKeys: ReadonlySet<string>, signal: AbortSignal): Promise<Revoiced | { skipped: string }> {
  const chapterId = job.chapter_id!;
  // Take the chapter (checks and the take bumps in one transaction, so nothing slips between).
  type Taken = { skipped: string } | { lineIds: Set<string>; before: Array<{ id: string; takes: number; take: number }>; previous: string };
  const taken = tx(deps.db, (): Taken => {
    const why = blocker(deps, job);
    if (why) return { skipped: why };
    const chapter = getChapter(deps.db, chapterId)!;
    const lineIds = new Set(recordedPieces(chapter).filter((p) => badKeys.has(p.key)).flatMap((p) => p.segment_ids));
    const before: Array<{ id: string; takes: number; take: number }> = [];
    for (const s of listSegments(deps.db, chapterId)) {
      if (!lineIds.has(s.id)) continue;
      before.push({ id: s.id, takes: s.takes, take: s.take });
      const takes = Math.max(s.takes, 1) + 1;
      updateSegment(deps.db, s.id, { takes, take: takes - 1 });
    }
    updateChapter(deps.db, chapterId, { status: 'rendering', updated_at: nowIso() });
    return { lineIds, before, previous: chapter.audio_path! };
  });
  if ('skipped' in taken) return taken;
  let finished = false;
  try {
    const chapter = getChapter(deps.db, chapterId)!;
    const book = getBook(deps.db, chapter.book_id)!;
    const units = chapterUnits(deps, { book, chapter });
    const fresh = new Map<string, PieceSpec>();
    for (const u of units) if (u.segmentIds.some((id) => taken.lineIds.has(id)) && !existingPiece(deps, job.user_id, u.key)) fresh.set(u.key, u);
    for (const u of fresh.values()) {
      if (signal.aborted) throw new Error('aborted');
      const voiced = await synthesizePiece(deps, job.user_id, u, { signal });
      // Free: recorded with no price and no debit (the check's re-voicing costs nothing).
      recordPiece(deps, job.user_id, { ...u, milli: 0 }, voiced, 'render', () => {});
    }
    const out = join(deps.config.audioDir, 'chapters', chapterId, `${job.id}-${Date.now()}.mp3`);
    mkdirSync(dirname(out), { recursive: true });
    const recorder = new ChapterRecorder(units, out, { tags: chapterTags(chapter, book), signal, sound: book.sound === 'raw' ? 'raw' : 'studio' });
    recorder.pump((key) => existingPiece(deps, job.user_id, key)?.path);
    const assembled = await recorder.finish();
    tx(deps.db, () => updateChapter(deps.db, chapterId, {
      audio_path: out, duration_s: assembled.durationS, rendered_at: nowIso(), timeline: JSON.stringify(assembled.timeline), status: 'ready',
    }));
    finished = true;
    if (!audioPathShared(deps.db, taken.previous, chapterId)) removeRecording(taken.previous);
    const pieces = assembled.timeline
      .filter((p) => p.segment_ids.some((id) => taken.lineIds.has(id)))
      .map((p) => ({ key: p.key, t0: p.t0, t1: p.t1, prepared: p.prepared, speaker: p.speaker }));
    return { pieces, lines: taken.lineIds.size, audioPath: out };
  } finally {
    // Stopped half-way: the lines get their takes back and the older recording stays as it was.
    if (!finished) {
      tx(deps.db, () => {
        for (const b of taken.before) updateSegment(deps.db, b.id, { takes: b.takes, take: b.take });
        updateChapter(deps.db, chapterId, { status: 'ready', updated_at: nowIso() });
      });
    }
  }
}
