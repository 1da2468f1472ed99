// What both formats share: reading the chapters' recordings, the book's common sample rate, each
// chapter's sound graph (studio or raw), the size estimate for progress, and the final measurement.
import { copyFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { audioInfo, type AudioInfo } from '../ffmpeg/encode.ts';
import { measureLoudness, type SoundSource } from './loudness.ts';
import { planLevels, rawGraph, ROOM_TONE_MS, studioGraph } from './studio-sound.ts';
import type { ChapterSoundLevel, ExportChapter, SoundMode } from './types.ts';

/** 64 kb/s mono: transparent for speech at 22–24 kHz, ~29 MB per hour. */
export const BITRATE = 64_000;

/** ISO 639-1 → the ISO 639-2 code MP4 tracks and ID3 TLAN frames carry. */
const LANG3: Record<string, string> = {
  ru: 'rus', en: 'eng', uk: 'ukr', be: 'bel', kk: 'kaz', de: 'deu', fr: 'fra', es: 'spa', it: 'ita', pl: 'pol', cs: 'ces', pt: 'por',
};
export const language3 = (iso1: string): string => LANG3[iso1.toLowerCase()] ?? 'und';

export async function readChapters(chapters: ExportChapter[], signal: AbortSignal): Promise<AudioInfo[]> {
  if (chapters.length === 0) throw new Error('There is no voiced chapter to export.');
  const out: AudioInfo[] = [];
  for (const c of chapters) {
    try {
      out.push(await audioInfo(c.path, signal));
    } catch (err) {
      if (signal.aborted) throw err;
      throw new Error(`The recording of «${c.title}» cannot be read; voice the chapter again. (${err instanceof Error ? err.message : String(err)})`);
    }
  }
  return out;
}

/** One rate for the whole book (the highest of its chapters), so the parts join seamlessly. */
export function commonSampleRate(infos: AudioInfo[]): number {
  return Math.max(16_000, ...infos.map((i) => i.sampleRate));
}

/** The seconds each chapter will last in the export (studio adds room tone at both ends). */
export function exportedSeconds(info: AudioInfo, mode: SoundMode): number {
  return info.durationS + (mode === 'studio' ? (2 * ROOM_TONE_MS) / 1000 : 0);
}

export function estimateBytes(infos: AudioInfo[], mode: SoundMode, perFileOverhead: number): number {
  const seconds = infos.reduce((a, i) => a + exportedSeconds(i, mode), 0);
  return Math.round((seconds * BITRATE) / 8 + perFileOverhead * infos.length + 4096);
}

/** The filter graph (input 0 → `[out]`) that makes a chapter's exported sound. */
export async function soundGraph(path: string, mode: SoundMode, sampleRate: number, signal: AbortSignal): Promise<string> {
  if (mode === 'raw') return rawGraph(sampleRate);
  return studioGraph(await planLevels({ path }, sampleRate, signal), sampleRate);
}

/** Loudness and true peak of a finished chapter (rounded as meters show them), and its length. */
export async function measureChapter(src: SoundSource, signal: AbortSignal): Promise<ChapterSoundLevel & { durationS: number }> {
  const m = await measureLoudness(src, { signal });
  return { lufs: m.i, truePeakDb: m.tp, durationS: m.durationS };
}

/** Moves the finished file into place in one step, so `out` is never seen half-written. */
export function moveIntoPlace(tmp: string, out: string): void {
  try {
    renameSync(tmp, out);
  } catch {
    // Another file system (EXDEV): copy beside the target, then rename there.
    const near = `${out}.part`;
    try {
      copyFileSync(tmp, near);
      renameSync(near, out);
    } finally {
      rmSync(near, { force: true });
    }
  }
}

/** Calls `report` with a file's growing size every half second while `work` runs. */
export async function watchSize<T>(path: string, report: (bytes: number) => void, work: Promise<T>): Promise<T> {
  const timer = setInterval(() => {
    try {
      report(statSync(path).size);
    } catch {
      // Not created yet.
    }
  }, 500);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}
