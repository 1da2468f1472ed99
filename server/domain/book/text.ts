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
  const lower = s.toLowerCase();
  // Most words have no ё: no second string for them (called for every word the rules read).
  return lower.includes('ё') ? lower.replace(/ё/g, 'е') : lower;
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
  if (word === '') return false;
  const code = word.charCodeAt(0);
  let known = capitalKnown[code];
  if (known === 0) {
    const c = word[0];
    capitalKnown[code] = known = c !== c.toLowerCase() && c === c.toUpperCase() ? 1 : 2;
  }
  return known === 1;
}

// Per UTF-16 unit: 0 not yet asked, 1 a capital, 2 not. Asked of every word: the answer depends on
// its first unit alone, so it is worked out once per unit instead of making two strings each time.
const capitalKnown = new Uint8Array(0x10000);

export interface WordToken {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

// Letters with inner hyphens/apostrophes (Анна-Мария, don't); the trailing "-с" of
// «едут-с» stays part of the word. What /[\p{L}\p{M}]+(?:[-'’][\p{L}\p{M}]+)*/gu matches, read
// by hand (scanWords): the regex made an array per word, and every word of the book is read so.
const LETTER = /^[\p{L}\p{M}]$/u;
// Per UTF-16 unit outside the surrogates: 0 not yet asked, 1 a letter or mark, 2 not.
const letterKnown = new Uint8Array(0x10000);
const astralLetters = new Map<number, boolean>();

/** Length of the letter or mark at `i` (1, or 2 for a surrogate pair), 0 if there is none. */
function letterAt(text: string, i: number): number {
  const code = text.charCodeAt(i);
  if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
    const low = text.charCodeAt(i + 1);
    if (low >= 0xdc00 && low <= 0xdfff) {
      const point = (code - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
      let yes = astralLetters.get(point);
      if (yes === undefined) astralLetters.set(point, (yes = LETTER.test(String.fromCodePoint(point))));
      return yes ? 2 : 0;
    }
  }
  let known = letterKnown[code];
  if (known === 0) letterKnown[code] = known = LETTER.test(text[i]) ? 1 : 2;
  return known === 1 ? 1 : 0;
}

function isJoiner(c: string): boolean {
  return c === '-' || c === "'" || c === '’';
}

/**
 * Calls `visit` with each word's offsets [start, end), in order: the words of `words` with no list
 * made, for a reader that only counts them (thirdPersonBook reads every paragraph of the book).
 */
export function eachWord(text: string, visit: (start: number, end: number) => void): void {
  let i = 0;
  while (i < text.length) {
    let n = letterAt(text, i);
    if (n === 0) {
      // A pair that is no letter is stepped over whole, as the regex does.
      const code = text.charCodeAt(i);
      i += code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff ? 2 : 1;
      continue;
    }
    const start = i;
    for (;;) {
      while (n > 0) {
        i += n;
        n = i < text.length ? letterAt(text, i) : 0;
      }
      // An inner hyphen or apostrophe joins what follows only when a letter follows it.
      if (i + 1 < text.length && isJoiner(text[i]) && (n = letterAt(text, i + 1)) > 0) {
        i += 1;
        continue;
      }
      break;
    }
    visit(start, i);
  }
}

function scanWords(text: string): WordToken[] {
  const out: WordToken[] = [];
  eachWord(text, (start, end) => out.push({ text: text.slice(start, end), start, end }));
  return out;
}

// The rules read one paragraph or piece many times over (segmenting, names, subjects, pronouns,
// thoughts…), each time asking for its words: the last texts' words are kept. Safe to share, as the
// tokens and the list are readonly, and the answer depends on the text alone.
const RECENT_TEXTS = 8;
const recentWords = new Map<string, readonly WordToken[]>();

/** The words of `text`, in order, with their offsets. */
export function words(text: string): readonly WordToken[] {
  const known = recentWords.get(text);
  if (known) return known;
  const out = scanWords(text);
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
