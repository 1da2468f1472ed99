import type { SourceChapter } from '../book/types.ts';

export type BookFormat = 'txt' | 'docx' | 'fb2' | 'fb2.zip' | 'epub';

export interface BookMeta {
  title: string;
  author: string;
  annotation: string;
  genres: string[];
  /** ISO 639-1 or '' */
  language: string;
  series: { title: string; no: number | null } | null;
  subtitle: string;
}

export interface BookCover {
  mime: string;
  data: Buffer;
}

export interface ParsedBook {
  format: BookFormat;
  meta: BookMeta;
  cover: BookCover | null;
  chapters: SourceChapter[];
}

/** Milliseconds spent per stage, added to as a parse goes (for bench/import-files.ts). */
export interface ImportTimings {
  unzip: number;
  decode: number;
  xml: number;
  extract: number;
  split: number;
}

export interface ParseOptions {
  /** Refuse files bigger than this (default 20 MB). */
  maxBytes?: number;
  /** When given, filled with the time spent per stage. */
  timings?: ImportTimings;
  /**
   * A pasted text, with the title its author typed. The author has named the book, so a lone short
   * first line is the text's own words («Дорогой друг!»), not a title page: the page is dropped only
   * when it names an author or repeats the typed title.
   */
  pastedTitle?: string;
}

export const emptyMeta = (): BookMeta => ({
  title: '',
  author: '',
  annotation: '',
  genres: [],
  language: '',
  series: null,
  subtitle: '',
});
