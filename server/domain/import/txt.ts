// .txt: decode (encoding detection in text/encoding.ts), normalise line endings, and hand the
// text to the book pipeline's plain-text chapter splitter.
import { detectLanguage, splitChapters } from '../book/index.ts';
import { ImportError } from './errors.ts';
import { decodeText, looksBinary } from './text/encoding.ts';
import { timed } from './timings.ts';
import { emptyMeta, type ParsedBook, type ParseOptions } from './types.ts';

export function parseTxt(data: Buffer, opts: ParseOptions = {}): ParsedBook {
  const { text } = timed(opts.timings, 'decode', () => decodeText(data));
  if (looksBinary(text)) throw new ImportError('bad_format', 'The file holds binary data, not text.');
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (normalized.trim() === '') throw new ImportError('no_text', 'The file has no text.');
  const language = detectLanguage(normalized);
  const chapters = timed(opts.timings, 'split', () => splitChapters(normalized, language));
  return { format: 'txt', meta: { ...emptyMeta(), language }, cover: null, chapters };
}
