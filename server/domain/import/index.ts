// Book files → chapters of paragraphs, metadata and cover: the public API of the importers.
//
// parseBookFile never hangs and never throws anything but ImportError for a bad file: empty,
// too large, wrong format, zip bombs, unsafe zip paths, XML with DOCTYPE/entities or absurd
// nesting, undecodable text, and files without text are all refused with a code and a sentence.
import { detectLanguage } from '../book/index.ts';
import type { SourceChapter } from '../book/types.ts';
import { detectFormat } from './detect.ts';
import { parseDocx } from './docx/docx.ts';
import { parseEpub } from './epub/epub.ts';
import { ImportError } from './errors.ts';
import { parseFb2, parseFb2Zip } from './fb2/fb2.ts';
import { DEFAULT_MAX_BYTES } from './limits.ts';
import { fillTitles } from './text/chapters.ts';
import { parseTxt } from './txt.ts';
import type { BookFormat, BookMeta, ParsedBook, ParseOptions } from './types.ts';
import { hasWords } from './text/has-words.ts';

export type { BookCover, BookFormat, BookMeta, ImportTimings, ParsedBook, ParseOptions } from './types.ts';
export { ImportError, isImportError, type ImportErrorCode } from './errors.ts';
export { detectFormat } from './detect.ts';
export { newTimings } from './timings.ts';

const FORMAT_NAMES: Record<BookFormat, string> = { txt: 'text', docx: 'Word', fb2: 'FB2', 'fb2.zip': 'FB2', epub: 'EPUB' };

export async function parseBookFile(data: Buffer, fileName: string, opts: ParseOptions = {}): Promise<ParsedBook> {
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  if (data.length === 0) throw new ImportError('empty_file', 'The file is empty.');
  if (data.length > maxBytes) {
    throw new ImportError('too_large', `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`);
  }
  const format = detectFormat(fileName, data.subarray(0, 4096));
  let book: ParsedBook;
  try {
    book = await parseAs(format, data, opts);
  } catch (e) {
    if (e instanceof ImportError) throw e;
    // Anything else is a parser tripping over a malformed file; its message may name internals.
    throw new ImportError('bad_format', `The ${FORMAT_NAMES[format]} file could not be read.`);
  }
  return finish(book, fileName);
}

function parseAs(format: BookFormat, data: Buffer, opts: ParseOptions): Promise<ParsedBook> {
  switch (format) {
    case 'txt':
      return Promise.resolve().then(() => parseTxt(data, opts));
    case 'fb2':
      return Promise.resolve().then(() => parseFb2(data, opts));
    case 'fb2.zip':
      return parseFb2Zip(data, opts);
    case 'docx':
      return parseDocx(data, opts);
    case 'epub':
      return parseEpub(data, opts);
  }
}

const LIMITS = { title: 500, author: 500, subtitle: 500, annotation: 20_000, genre: 100, genres: 20 };

function finish(book: ParsedBook, fileName: string): ParsedBook {
  const chapters = book.chapters.filter((c) => c.paragraphs.some((p) => hasWords(p.text)));
  if (chapters.length === 0) throw new ImportError('no_text', 'The book has no text to voice.');
  const meta = cleanMeta(book.meta, fileName);
  if (!meta.language) meta.language = detectLanguage(sampleText(chapters));
  fillTitles(chapters, meta.language);
  for (const c of chapters) c.title = clip(c.title, LIMITS.title);
  return { ...book, meta, chapters };
}

function cleanMeta(meta: BookMeta, fileName: string): BookMeta {
  const title = clip(meta.title, LIMITS.title) || fileStem(fileName);
  return {
    title,
    author: clip(meta.author, LIMITS.author),
    annotation: clip(meta.annotation, LIMITS.annotation, true),
    genres: meta.genres.map((g) => clip(g, LIMITS.genre)).filter(Boolean).slice(0, LIMITS.genres),
    language: meta.language,
    series: meta.series && meta.series.title.trim() ? { title: clip(meta.series.title, LIMITS.title), no: meta.series.no } : null,
    subtitle: clip(meta.subtitle, LIMITS.subtitle),
  };
}

function clip(s: string, max: number, multiline = false): string {
  const clean = multiline ? s.replace(/[ \t]+/g, ' ').trim() : s.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/** «War and Peace.fb2.zip» → «War and Peace». */
function fileStem(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.(?:fb2\.zip|fb2|epub|docx|txt|zip|fbz)$/i, '');
  return clip(base.replace(/[_]+/g, ' '), LIMITS.title);
}

function sampleText(chapters: SourceChapter[]): string {
  const parts: string[] = [];
  let n = 0;
  for (const c of chapters) {
    for (const p of c.paragraphs) {
      parts.push(p.text);
      n += p.text.length;
      if (n > 50_000) return parts.join('\n');
    }
  }
  return parts.join('\n');
}
