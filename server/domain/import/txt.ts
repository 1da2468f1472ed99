// .txt: decode (encoding detection in text/encoding.ts), normalise line endings, drop a Project
// Gutenberg header and licence (text/gutenberg.ts), and hand the text to the book pipeline's
// plain-text chapter splitter.
import { detectLanguage, splitChapters } from '../book/index.ts';
import { parseHeading } from '../book/headings.ts';
import { ImportError } from './errors.ts';
import { decodeText, looksBinary } from './text/encoding.ts';
import { stripGutenberg } from './text/gutenberg.ts';
import { normalizeLanguage } from './text/language.ts';
import { timed } from './timings.ts';
import { emptyMeta, type ParsedBook, type ParseOptions } from './types.ts';
import { readTitlePage, withoutTitlePage, type TitlePage } from './title-page.ts';

export function parseTxt(data: Buffer, opts: ParseOptions = {}): ParsedBook {
  const { text } = timed(opts.timings, 'decode', () => decodeText(data));
  if (looksBinary(text)) throw new ImportError('bad_format', 'The file holds binary data, not text.');
  return parsePlainText(text, opts);
}

/**
 * A plain text as a book, whether decoded from an uploaded file or pasted (POST /books): the same
 * reading for both, so a pasted book's title page is not its first chapter either. `language`: the
 * caller's own, over the Gutenberg header's and the detected one.
 */
export function parsePlainText(text: string, opts: ParseOptions = {}, language?: string): ParsedBook {
  // «|MARILLA came briskly…»: some Gutenberg texts mark a chapter's drop capital with a bar, which
  // is no part of the text (shown, or read out as a symbol, it would be).
  const normalized = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').replace(/^\|(?=\p{Lu})/gmu, '');
  const gutenberg = stripGutenberg(normalized);
  const body = gutenberg?.body ?? normalized;
  if (body.trim() === '') throw new ImportError('no_text', 'The file has no text.');
  const lang = language || normalizeLanguage(gutenberg?.language ?? '') || detectLanguage(body);
  // Title and author from Gutenberg's header, else from the title page (else the caller names
  // the book after its file); the title page itself is not a chapter.
  const page = gutenberg?.title ? { title: gutenberg.title, author: gutenberg.author ?? '' } : readTitlePage(body);
  const keepPage = !gutenberg?.title && !isTitlePage(page, opts.pastedTitle);
  const story = gutenberg?.title || keepPage ? body : withoutTitlePage(body, page);
  const chapters = timed(opts.timings, 'split', () => splitChapters(story, lang));
  // A story without headings is one chapter, named after the book rather than its first words.
  if (story !== body && chapters.length === 1 && parseHeading(chapters[0]!.title) === null) chapters[0]!.title = page.title;
  const meta = { ...emptyMeta(), language: lang, ...(keepPage ? {} : page) };
  return { format: 'txt', meta, cover: null, chapters };
}

/** An uploaded file's first short lines are its title page; a pasted text's only when they name an author or the typed title. */
function isTitlePage(page: TitlePage, pastedTitle: string | undefined): boolean {
  if (pastedTitle === undefined) return true;
  const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
  return page.author !== '' || (page.title !== '' && same(page.title, pastedTitle));
}
