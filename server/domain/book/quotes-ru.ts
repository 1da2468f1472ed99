// Quotes that a paragraph break cuts: old editions (and the plain texts made from them) break a long
// quoted monologue or thought into paragraphs, the opening mark in one and the closing mark in a
// later one («'Господи! скажи ты мне только одно: … покуда» / «лежу, а там вдруг войдут…!..'»).
// A quote must close, so a mark that opens speech and finds no pair runs to the paragraph's end,
// and the paragraphs after it are inside it up to the first mark that closes, if one comes within
// MAX_QUOTE_RUN paragraphs (quoteClosesAhead); if none does, the mark was lost and the speech ends
// with its paragraph: a lost closing mark must not turn a chapter into speech.
import type { QuoteSpan } from './segment-lines.ts';
import { findQuotes } from './segment-lines.ts';
import { isTag } from './speech-cues-ru.ts';

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

/**
 * A story told in quotes with other people's words quoted inside it: an opening mark where speech
 * opens, never closed, with the quotes after it inside the story («Однажды вечером… «Ты не узнал
 * меня?» — сказал он. «Сильвестр!» — закричал я. Сердце мое упало.»). Where it opens, or null;
 * `all` are the paragraph's quotes, `speechQuotes` those of them that are speech.
 */
export function storyCut(text: string, speechQuotes: QuoteSpan[], all: QuoteSpan[]): number | null {
  if (speechQuotes.length === 0) return null;
  for (let i = 0; i < speechQuotes[0].open; i++) {
    if (!canOpenAt(text, i) || all.some((q) => q.open <= i && i <= q.close)) continue;
    const before = text.slice(0, i).trimEnd();
    if (before !== '' && !/[.!?…:]["»”']?$/.test(before)) continue;
    // «"Иван Игнатьич! - сказала капитанша… - "Разбери…"»: a quote whose closing mark was lost before
    // its tag, the speech going on in a new quote after it, is a turn of dialogue, not a story (the
    // teller's own tag goes on with no new quote: «"Вы знаете, - начал он, - что я служил…»).
    const between = text.slice(i + 1, speechQuotes[0].open);
    const tagged = [...between.matchAll(/[,.!?…]\s*(?:—|–|―|--?)\s+(?=[а-яё])/gu)].some((m) => isTag(between.slice(m.index + m[0].length)));
    if (tagged && /(?:—|–|―|-)\s*$/.test(between)) return null;
    // Its closing mark is one that closes no pair: then it is not cut here.
    return carriedQuoteClose(text.slice(i + 1), findQuotes(text.slice(i + 1), 'ru')) < 0 ? i : null;
  }
  return null;
}

/**
 * Straight quotes inside straight quotes, not after a colon, pair wrongly by their spaces alone
 * («"Так, так... "и не давать ему воли"... хорошо", - сказал он»): an opening mark where speech
 * opens that findQuotes left unpaired, and the first mark after it that closes no pair, are one quote
 * around the pairs between them. The quotes with such an outer one in place of those it holds.
 */
export function enclosingQuotes(text: string, quotes: QuoteSpan[]): QuoteSpan[] {
  // An outer quote and a pair inside it take three marks at least.
  if ((text.match(/"/g) ?? []).length < 3) return quotes;
  const inside = (i: number) => quotes.some((q) => q.open <= i && i <= q.close);
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '"' || !canOpenAt(text, i) || inside(i)) continue;
    const before = text.slice(0, i).trimEnd();
    if (before !== '' && !/[.!?…:—–-]$/.test(before)) continue;
    const close = carriedQuoteClose(text.slice(i + 1), findQuotes(text.slice(i + 1), 'ru'));
    if (close < 0 || text[i + 1 + close] !== '"' || !quotes.some((q) => q.open > i && q.close < i + 1 + close)) continue;
    const outer = { open: i, close: i + 1 + close };
    return [...quotes.filter((q) => q.close < outer.open || q.open > outer.close), outer].sort((a, b) => a.open - b.open);
  }
  return quotes;
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

/** The most paragraphs a quotation of many paragraphs (a story told in quotes) runs over to its closing mark. */
export const MAX_QUOTE_RUN = 12;

/**
 * A story told in quotes over many paragraphs, with dialogue in dashes inside it («Старик начал:
 * «Жил я тогда…» / «Однажды…» / «— Продай лошадь.» / «…с тех пор не видал».»): how many paragraphs
 * after `from - 1` its closing mark comes, counting the one that holds it (the first paragraph with
 * a closing mark that closes no pair of its own, or one that reopens the quote and closes it); -1 if
 * none does within MAX_QUOTE_RUN paragraphs, before a scene break or the chapter's end. A dash right
 * after the cut is a new turn, not a story going on: the quote before it lost its closing mark.
 */
export function quoteClosesAhead(paragraphs: Array<{ text: string; breakBefore?: boolean; forceNarration?: boolean }>, from: number): number {
  // A dash right after the cut is a new turn (the mark was lost), unless the story's own words close
  // the quote later, past the dialogue it tells («…через лес.» / «— Стой! — кричат.» / «Так и не узнал я…»»).
  const dashFirst = from < paragraphs.length && /^\s*[-—–―]/.test(paragraphs[from].text);
  for (let j = from; j < paragraphs.length && j < from + MAX_QUOTE_RUN; j++) {
    const p = paragraphs[j];
    if (p.breakBefore === true || p.forceNarration === true) return -1;
    const quotes = findQuotes(p.text, 'ru');
    if (/^["«„“]/.test(p.text) && quotes.some((q) => q.open === 0)) return dashFirst ? -1 : j - from + 1;
    if (carriedQuoteClose(p.text, quotes) >= 0) return dashFirst && /^\s*[-—–―]/.test(p.text) ? -1 : j - from + 1;
  }
  return -1;
}
