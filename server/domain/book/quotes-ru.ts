// Quotes that a paragraph break cuts: old editions (and the plain texts made from them) break a long
// quoted monologue or thought into paragraphs, the opening mark in one and the closing mark in a
// later one («'Господи! скажи ты мне только одно: … покуда» / «лежу, а там вдруг войдут…!..'»).
// A quote must close, so a mark that opens speech and finds no pair runs to the paragraph's end,
// and the next paragraph is inside it up to the first mark that closes.
import type { QuoteSpan } from './segment-lines.ts';

/** Paragraphs a cut quote may run on into: a lost closing mark must not turn a chapter into speech. */
export const MAX_QUOTE_PARAGRAPHS = 3;

const OPENERS = '«„“"\'';
// A closing mark: after a letter or punctuation, before a space, punctuation, the end, or a
// footnote number glued to it («…d'homme d'état'1;»).
const CLOSES = /^(?:\d{0,2})(?:$|[\s,.!?;:)—–-])/;

function canOpenAt(text: string, i: number): boolean {
  const c = text[i];
  if (!OPENERS.includes(c)) return false;
  if (!/[\p{L}.…]/u.test(text[i + 1] ?? '')) return false;
  return i === 0 || /[\s(—–-]/.test(text[i - 1]);
}

function canCloseAt(text: string, i: number): boolean {
  return '»“”"\''.includes(text[i]) && i > 0 && /[^\s(]/.test(text[i - 1]) && CLOSES.test(text.slice(i + 1, i + 4));
}

/**
 * An opening mark after the last paired quote that is never closed, where speech opens: the
 * paragraph's start, after a sentence's end, a colon or a dash («…и забыл. 'Господи! скажи…»).
 */
export function openEndedQuote(text: string, quotes: QuoteSpan[]): number | null {
  const from = quotes.length > 0 ? quotes[quotes.length - 1].close + 1 : 0;
  for (let i = from; i < text.length; i++) {
    if (!canOpenAt(text, i)) continue;
    const before = text.slice(0, i).trimEnd();
    if (before !== '' && !/[.!?…:—–-]["»”']?$/.test(before)) continue;
    // «'…'» closed later in the paragraph (a pair findQuotes left alone): not cut.
    for (let j = i + 1; j < text.length; j++) if (canCloseAt(text, j) && text[j] === closerOf(text[i])) return null;
    return i;
  }
  return null;
}

function closerOf(open: string): string {
  return open === '«' ? '»' : open === '„' ? '“' : open === '“' ? '”' : open;
}

/**
 * Where the quote carried in from the paragraph before closes in this one: the first closing mark
 * that does not close a pair opened here («дожидаться „всеобщего счастья“. …»); -1 if none.
 */
export function carriedQuoteClose(text: string, inner: QuoteSpan[]): number {
  for (let i = 0; i < text.length; i++) {
    const span = inner.find((q) => q.open <= i && i <= q.close);
    if (span) {
      i = span.close;
      continue;
    }
    if (canCloseAt(text, i)) return i;
  }
  return -1;
}
