// The chapters an export packages: the voiced ones in book order (and the ones still missing, which
// the job and the studio name), each with its final sound. A chapter voiced before sound was made
// final at render time (a raw MP3 and nothing beside it), or voiced in the other sound mode than
// the book has now, is made final here — once: the chapter then points at the new files.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Deps } from '../deps.ts';
import { audioInfo, decodeToPcm } from '../../engines/ffmpeg/encode.ts';
import { finalizeChapter, readChapterFinal, recordingFiles, removeRecording } from '../../engines/export/chapter-final.ts';
import type { ExportChapter, SoundMode } from '../../engines/export/index.ts';
import { tx } from '../../storage/db.ts';
import { audioPathShared, getChapter, listChapters, updateChapter } from '../../storage/repositories/chapters.repo.ts';
import type { BookRow, ChapterRow } from '../../storage/rows.ts';
import { resample } from '../../util/resample.ts';
import { decodeWav } from '../../util/wav.ts';
import { recordedPieces } from '../chapters/units.service.ts';
import { existingPiece } from '../voicing/pieces.service.ts';
import { chapterTags } from '../voicing/recording.ts';

export interface MissingChapter {
  chapter_id: string;
  title: string;
}

/** The edition's voiced chapters (in order) and those without a recording. */
export function exportChapters(deps: Pick<Deps, 'db'>, editionId: string): { voiced: ChapterRow[]; missing: MissingChapter[] } {
  const all = listChapters(deps.db, editionId);
  return {
    voiced: all.filter((c) => c.audio_path !== null),
    missing: all.filter((c) => c.audio_path === null).map((c) => ({ chapter_id: c.id, title: c.title })),
  };
}

export const bookSound = (book: BookRow): SoundMode => (book.sound === 'raw' ? 'raw' : 'studio');

/** The chapter as the export needs it, when its files are final in the book's sound already. */
export function readyChapter(chapter: ChapterRow, mode: SoundMode): ExportChapter | null {
  const mp3 = chapter.audio_path;
  if (!mp3) return null;
  const final = readChapterFinal(mp3);
  const files = recordingFiles(mp3);
  if (!final || final.mode !== mode || !existsSync(files.aac)) return null;
  return { title: chapter.title, mp3, aac: files.aac, final };
}

/**
 * The chapter's sound as recorded, before any studio processing: rebuilt from its pieces where
 * they all still exist (placed where the timeline has them), else decoded from its MP3.
 */
async function rawSound(deps: Pick<Deps, 'db'>, userId: string, chapter: ChapterRow, signal: AbortSignal): Promise<{ samples: Int16Array; rate: number }> {
  const mp3 = chapter.audio_path!;
  const lead = readChapterFinal(mp3)?.leadS ?? 0;
  const pieces = recordedPieces(chapter);
  const paths = pieces.map((p) => existingPiece(deps, userId, p.key)?.path);
  if (pieces.length > 0 && paths.every(Boolean)) {
    const wavs = paths.map((p) => decodeWav(readFileSync(p!)));
    const rate = wavs[0]!.sampleRate;
    const end = Math.max(...pieces.map((p, k) => Math.round((p.t0 - lead) * rate) + wavs[k]!.samples.length));
    const length = Math.max(end, Math.round(((chapter.duration_s ?? 0) - 2 * lead) * rate));
    const samples = new Int16Array(length);
    for (const [k, p] of pieces.entries()) {
      const w = wavs[k]!;
      const s = w.sampleRate === rate ? w.samples : resample(w.samples, w.sampleRate, rate);
      samples.set(s.subarray(0, Math.max(0, length - Math.round((p.t0 - lead) * rate))), Math.max(0, Math.round((p.t0 - lead) * rate)));
    }
    return { samples, rate };
  }
  // Pieces gone: the MP3 is what there is (for a chapter voiced before, that is its raw sound).
  const rate = readChapterFinal(mp3)?.sampleRate ?? (await audioInfo(mp3, signal)).sampleRate;
  return { samples: (await decodeToPcm(mp3, rate, signal)).samples, rate };
}

/**
 * Makes a chapter's sound final in `mode` and, unless the chapter is being voiced again right now,
 * keeps the new files as its recording (so this happens once). Otherwise they are this export's
 * only: in `scratch` (removed with it), or `orphan` (to be removed after packaging).
 */
export async function makeChapterFinal(
  deps: Pick<Deps, 'db'>, book: BookRow, userId: string, chapter: ChapterRow, mode: SoundMode, scratch: string, signal: AbortSignal,
): Promise<{ chapter: ExportChapter; orphan: boolean }> {
  const { samples, rate } = await rawSound(deps, userId, chapter, signal);
  const busy = chapter.status === 'queued' || chapter.status === 'rendering';
  const name = `final-${Date.now()}-${Math.random().toString(36).slice(2, 8)}.mp3`;
  const mp3 = busy ? join(scratch, `${chapter.id}.mp3`) : join(dirname(chapter.audio_path!), name);
  mkdirSync(dirname(mp3), { recursive: true });
  const final = await finalizeChapter(samples, rate, mode, mp3, { tags: chapterTags(chapter, book), signal });
  let kept = false;
  if (!busy) {
    const previous = chapter.audio_path!;
    const oldLead = readChapterFinal(previous)?.leadS ?? 0;
    const shift = (t: number) => Math.round((t - oldLead + final.leadS) * 1000) / 1000;
    kept = tx(deps.db, () => {
      // Voiced again meanwhile: that newer recording wins; these files were only for this export.
      const now = getChapter(deps.db, chapter.id);
      if (!now || now.audio_path !== previous) return false;
      updateChapter(deps.db, chapter.id, {
        audio_path: mp3, duration_s: Math.round((final.samples / final.sampleRate) * 1000) / 1000,
        timeline: JSON.stringify(recordedPieces(now).map((p) => ({ ...p, t0: shift(p.t0), t1: shift(p.t1) }))),
      });
      return true;
    });
    if (kept && !audioPathShared(deps.db, previous, chapter.id)) removeRecording(previous);
  }
  return { chapter: { title: chapter.title, mp3, aac: recordingFiles(mp3).aac, final }, orphan: !busy && !kept };
}
