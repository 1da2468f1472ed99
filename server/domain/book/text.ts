// Small text helpers shared by the splitter, the segmenter and the name finder.

/** CRLF and lone CR become LF: txt files come from every platform. */
export function normalizeNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Collapses runs of spaces/tabs (justified hard-wrapped txt has double spaces) and trims.
 * Non-breaking spaces become plain spaces so later regexes see one kind of space.
 */
export function collapseSpaces(text: string): string {
  return text.replace(/[ \t\u00a0\u2007\u202f]+/g, ' ').trim();
}

/** ё→е and lower case: books print «Петр» and «Пётр» for the same man. */
export function foldName(s: string): string {
  return s.toLowerCase().replace(/ё/g, 'е');
}

export function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

export const CYRILLIC_UPPER = /[А-ЯЁ]/;
export const LATIN_UPPER = /[A-Z]/;

/** A dash that opens a dialogue paragraph: em dash, en dash, horizontal bar, "-" or "--". */
export const LEADING_DASH = /^(?:—|–|―|--?)(?=\s|[^\s-])\s*/;

/** True if the word starts with an upper-case letter (Cyrillic or Latin). */
export function isCapitalized(word: string): boolean {
  const c = word[0];
  return c !== undefined && c !== c.toLowerCase() && c === c.toUpperCase();
}

export interface WordToken {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

// Letters with inner hyphens/apostrophes (Анна-Мария, don't); the trailing "-с" of
// «едут-с» stays part of the word.
const WORD_RE = /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu;

// The rules read one paragraph or piece many times over (segmenting, names, subjects, pronouns,
// thoughts…), each time asking for its words: the last texts' words are kept. Safe to share, as the
// tokens and the list are readonly, and the answer depends on the text alone.
const RECENT_TEXTS = 8;
const recentWords = new Map<string, readonly WordToken[]>();

/** The words of `text`, in order, with their offsets. */
export function words(text: string): readonly WordToken[] {
  const known = recentWords.get(text);
  if (known) return known;
  const out: WordToken[] = [];
  WORD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD_RE.exec(text)) !== null) out.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  if (recentWords.size >= RECENT_TEXTS) recentWords.delete(recentWords.keys().next().value!);
  recentWords.set(text, out);
  return out;
}

/**
 * True if the word at `start` begins a sentence (start of text, or only spaces/quotes/dashes
 * back to . ! ? … or a line start): its capital letter says nothing about it being a name.
 */
export function isSentenceStart(text: string, start: number): boolean {
  for (let i = start - 1; i >= 0; i--) {
    const c = text[i];
    if (c === ' ' || c === '"' || c === '«' || c === '„' || c === '“' || c === '(' || c === "'" || c === '—' || c === '–' || c === '-' || c === '\u00a0') continue;
    return c === '.' || c === '!' || c === '?' || c === '…' || c === ':' || c === '\n';
  }
  return true;
}

/** A literal string inside a RegExp: names and phrases the book supplies may hold «.» or «(». */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
