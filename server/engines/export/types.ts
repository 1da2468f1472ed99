// The export engine's interface: what the export job hands in (voiced chapter recordings and the
// book's tags) and what it gets back (size, duration, the measured sound of every chapter).

export interface ExportMeta {
  title: string;
  author: string;
  /** Who reads: the voices, with a note that they are synthetic. */
  narrator: string;
  series: { title: string; no: number | null } | null;
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
  /** The chapter's recording (any format ffmpeg reads; the studio writes MP3). */
  path: string;
}

export interface ExportProgress {
  stage: 'encode' | 'package';
  /** Bytes of the finished file written so far. */
  bytes: number;
  /** The finished file's size: estimated while working, exact at the end. */
  bytesTotal: number | null;
  /** Chapters whose sound is ready (encode stage). */
  chapter?: number;
}

export type SoundMode = 'studio' | 'raw';

export interface ExportOptions {
  sound: SoundMode;
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
  /** One entry per chapter, in order, measured on the finished (encoded) file. */
  sound: ChapterSoundLevel[];
}

/** The audiobook target of `studio` sound. */
export const STUDIO_TARGET = { lufs: -18, truePeakDb: -3 } as const;
