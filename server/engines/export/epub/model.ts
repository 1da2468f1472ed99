// What a read-along EPUB is made of: the book's tags, and per chapter its final sound (the AAC
// the m4b joins) and its text as paragraphs whose lines carry the time they are spoken at.
import type { ExportChapter } from '../types.ts';

/** A piece of a paragraph: plain text, or a line (with an id) spoken from `begin` to `end` seconds of the chapter's audio. */
export interface EpubSpan {
  text: string;
  id?: string;
  clip?: { begin: number; end: number };
}

export interface EpubParagraph {
  parts: EpubSpan[];
}

export interface EpubChapter extends ExportChapter {
  paragraphs: EpubParagraph[];
}

/** The class reading systems put on the line being spoken (`media:active-class`). */
export const ACTIVE_CLASS = '-epub-media-overlay-active';

/** Escapes text for XML content and attribute values. */
export function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)
    // Characters XML 1.0 forbids (control characters other than tab and line breaks).
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

/** SMIL / EPUB clock value `h:mm:ss.fff`. */
export function clock(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = (ms % 60_000) / 1000;
  return `${h}:${String(m).padStart(2, '0')}:${s.toFixed(3).padStart(6, '0')}`;
}

export const chapterFile = (k: number): string => `chapter-${String(k + 1).padStart(3, '0')}`;
