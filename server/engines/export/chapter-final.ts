// A chapter's sound made final once, when it is voiced: planned on its PCM (master.ts), encoded
// to the MP3 the studio plays and zips and the AAC the m4b joins by stream copy, and both files
// measured as they are (after lossy encoding). When an encoder overshot the promised true peak,
// the chapter is made again with the ceiling lowered by the overshoot.
//
// The three files of a recording travel together, named after the MP3 (`x.mp3`, `x.m4a`, and
// `x.sound.json` describing how both were made): editions that share a recording share all three,
// and a recording voiced before this existed is recognised by its missing description.
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { encodeFinal, type FinalFiles, type Mp3Tags } from '../ffmpeg/encode.ts';
import { CEILING_DB, finalLength, finalSound } from './master.ts';
import { measureFileAside } from './measure-file.ts';
import { planSoundAside } from './plan.ts';
import type { Level } from './meter.ts';
import { STUDIO_TARGET, type SoundMode } from './types.ts';

export interface ChapterFinal {
  mode: SoundMode;
  sampleRate: number;
  /** Length of the final sound, samples (room tone included). */
  samples: number;
  /** Seconds of room tone before the speech: the timeline's offset into the files. */
  leadS: number;
  /** Measured on each file after encoding. */
  levels: { mp3: Level; aac: Level };
}

const base = (mp3: string) => mp3.replace(/\.mp3$/i, '');
/** The files of the recording whose MP3 is `mp3`. */
export function recordingFiles(mp3: string): FinalFiles & { info: string } {
  return { mp3, aac: `${base(mp3)}.m4a`, info: `${base(mp3)}.sound.json` };
}

/** How the recording was made, or null for one voiced before chapters were made final (raw MP3 only). */
export function readChapterFinal(mp3: string): ChapterFinal | null {
  try {
    return JSON.parse(readFileSync(recordingFiles(mp3).info, 'utf8')) as ChapterFinal;
  } catch {
    return null;
  }
}

/** Deletes a recording's files (the caller has checked no other chapter shares them). */
export function removeRecording(mp3: string): void {
  for (const path of Object.values(recordingFiles(mp3))) rmSync(path, { force: true });
}

/** How much the promise is missed by (dB), 0 when kept. */
function overshoot(levels: ChapterFinal['levels']): number {
  const tp = Math.max(levels.mp3.truePeakDb ?? -Infinity, levels.aac.truePeakDb ?? -Infinity);
  return Math.max(0, tp - STUDIO_TARGET.truePeakDb);
}

/**
 * Writes the recording `mp3` (with its AAC and description) from the chapter's PCM `x`; each file
 * appears complete or not at all (written beside as `.part`, renamed at the end, the description last).
 */
export async function finalizeChapter(
  x: Int16Array, rate: number, mode: SoundMode, mp3: string, opts: { tags?: Mp3Tags; signal?: AbortSignal } = {},
): Promise<ChapterFinal> {
  const files = recordingFiles(mp3);
  const part: FinalFiles = { mp3: `${files.mp3}.part`, aac: `${files.aac}.part` };
  try {
    let ceiling = CEILING_DB;
    for (let attempt = 0; ; attempt++) {
      const plan = await planSoundAside(x, rate, mode, ceiling, opts.signal);
      await encodeFinal(finalSound(x, plan), rate, part, opts);
      if (opts.signal?.aborted) throw new Error('aborted');
      const seconds = x.length / rate;
      const [mp3, aac] = await Promise.all([measureFileAside(part.mp3, rate, seconds, opts.signal), measureFileAside(part.aac, rate, seconds, opts.signal)]);
      const levels = { mp3, aac };
      const over = overshoot(levels);
      if (mode === 'studio' && over > 0 && attempt === 0) {
        ceiling -= over + 0.5;
        continue;
      }
      const final: ChapterFinal = { mode, sampleRate: rate, samples: finalLength(x, plan), leadS: plan.leadSamples / rate, levels };
      renameSync(part.mp3, files.mp3);
      renameSync(part.aac, files.aac);
      writeFileSync(`${files.info}.part`, JSON.stringify(final));
      renameSync(`${files.info}.part`, files.info);
      return final;
    }
  } finally {
    rmSync(part.mp3, { force: true });
    rmSync(part.aac, { force: true });
  }
}
