// The export engine's interface: what the export job hands in (chapters whose sound was made
// final when they were voiced, and the book's tags) and what it gets back.
import type { ChapterFinal } from './chapter-final.ts';

export interface ExportMeta {
  title: string;
  author: string;
  /** Who reads: the voices, with a note that they are synthetic. */
  narrator: string;
  series: { title: string; no: number | null } | null;
  /** As words (fb2 codes are mapped before they get here). */
  genre: string;
  /** ISO 639-1 (`ru`, `en`, …). */
  language: string;
  description: string;
  /** The note that the book was voiced with speech synthesis. */
  comment: string;
  cover: { path: string; mime: string } | null;
}

export interface ExportChapter {
  title: string;
  /** The chapter's final MP3 and the AAC beside it (see recordingFiles). */
  mp3: string;
  aac: string;
  /** How they were made and what they measured. */
  final: ChapterFinal;
}

export interface ExportProgress {
  stage: 'encode' | 'package';
  /** Bytes of the finished file written so far. */
  bytes: number;
  /** The finished file's size (exact: every part's size is known before writing starts). */
  bytesTotal: number | null;
  /** Chapters whose sound is ready (encode stage). */
  chapter?: number;
}

export type SoundMode = 'studio' | 'raw';

export interface ExportOptions {
  signal: AbortSignal;
  /** A private folder for temporary files (the caller removes it afterwards). */
  workDir: string;
  onProgress: (p: ExportProgress) => void;
}

export interface ChapterSoundLevel {
  /** Integrated loudness of the exported chapter (EBU R128), LUFS; null when it is silent. */
  lufs: number | null;
  /** Its true peak, dBTP; null when it is silent. */
  truePeakDb: number | null;
}

export interface ExportResult {
  bytes: number;
  durationS: number;
  /** One entry per chapter, in order: measured on the chapter's encoded sound as the file holds it. */
  sound: ChapterSoundLevel[];
}

/** The audiobook target of `studio` sound. */
export const STUDIO_TARGET = { lufs: -18, truePeakDb: -3 } as const;

/** ISO 639-1 → the ISO 639-2 code MP4 tracks and ID3 TLAN frames carry. */
const LANG3: Record<string, string> = {
  ru: 'rus', en: 'eng', uk: 'ukr', be: 'bel', kk: 'kaz', de: 'deu', fr: 'fra', es: 'spa', it: 'ita', pl: 'pol', cs: 'ces', pt: 'por',
};
export const language3 = (iso1: string): string => LANG3[iso1.toLowerCase()] ?? 'und';
