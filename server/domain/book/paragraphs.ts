// Plain text comes in three layouts, and the file itself tells which:
//  - 'blank':  paragraphs separated by blank lines, possibly hard-wrapped inside (join the lines);
//  - 'indent': hard-wrapped, a paragraph starts at an indented line (Пушкин, Чехов in lib.ru style);
//  - 'line':   every line is a paragraph (Достоевский, Гоголь in these files).
// Scene breaks are «* * *»-like lines in every layout, and runs of blank lines where blank
// lines do not separate ordinary paragraphs.
import type { SourceParagraph } from './types.ts';
import { collapseSpaces } from './text.ts';

export type ParagraphLayout = 'blank' | 'indent' | 'line';

// «[II]»: a numbered sub-section inside a chapter (Gutenberg prints them in brackets).
const SCENE_BREAK = /^\s*(?:[*•·~#=_]\s*){3,}$|^\s*(?:\*\s*){1,2}$|^\s*[-—–]{3,}\s*$|^\s*\[(?:[IVXLC]+|\d{1,3})\]\s*$/;

export function isSceneBreak(line: string): boolean {
  return SCENE_BREAK.test(line);
}

const isBlank = (l: string) => l.trim() === '';
const isIndented = (l: string) => /^(?:\t| {2,}|\u3000)\S/.test(l);

/** Decides the layout from the lines of the whole text (headings included: they are few). */
export function detectLayout(lines: string[]): ParagraphLayout {
  let nonBlank = 0;
  let beforeBlank = 0;
  let indented = 0;
  let shortLines = 0;
  const lengths: number[] = [];
  let inside = 0;
  let insideEnds = 0;
  // Indented lines that follow a line ending a sentence (or the text's start, or a blank line).
  let indentedAfterEnd = 0;
  let prevEnds = true;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (isBlank(l)) {
      prevEnds = true;
      continue;
    }
    nonBlank++;
    if (i + 1 < lines.length && isBlank(lines[i + 1])) beforeBlank++;
    else if (i + 1 < lines.length) {
      // A line followed by more text: a wrapped line rarely ends a sentence, a one-line paragraph does.
      inside++;
      if (/[.!?…]["'”’»)]?\s*$/.test(l)) insideEnds++;
    }
    if (isIndented(l)) {
      indented++;
      if (prevEnds) indentedAfterEnd++;
    }
    prevEnds = /[.!?…:]["'”’»)]?\s*$/.test(l);
    if (l.trim().length < 90) shortLines++;
    lengths.push(l.trim().length);
  }
  if (nonBlank === 0) return 'line';
  // Most lines end a blank-separated paragraph (or the text is hard-wrapped between blank lines).
  if (beforeBlank / nonBlank > 0.3) return 'blank';
  // Project Gutenberg: hard-wrapped at ~70 characters, paragraphs separated by blank lines. Long
  // paragraphs make most lines wrapped ones, so the share of lines before a blank line can be as low
  // as one in seven; a hard wrap (prose lines of one width, next to none longer) tells it apart
  // from one paragraph a line, and verse (short lines) keeps its own lines.
  // Sorting every line's length is the costly part: once, when first asked.
  let wrapped: boolean | undefined;
  const hardWrapped = () => (wrapped ??= isHardWrapped(lengths));
  if (beforeBlank / nonBlank >= 0.08 && hardWrapped() && insideEnds < 0.5 * inside) return 'blank';
  // Hard-wrapped with indented first lines: some lines indented, many not, lines short.
  const indentShare = indented / nonBlank;
  if (indentShare > 0.05 && indentShare < 0.7 && shortLines / nonBlank > 0.6) return 'indent';
  // Long paragraphs hard-wrapped (a story of pages-long paragraphs): so few lines start or end a
  // paragraph that the shares above miss the layout. The wrap itself tells it: lines of one width that
  // mostly run on mid-sentence. Indented lines that each open a sentence start the paragraphs (a
  // heading's blank lines then do not make the text 'blank'); else the blank lines part them.
  if (hardWrapped() && insideEnds < 0.3 * inside) {
    if (indented >= 3 && indentedAfterEnd >= 0.8 * indented) return 'indent';
    if (beforeBlank >= 3) return 'blank';
  }
  // Hard-wrapped blocks separated by blank lines are 'blank' already; what is left is one paragraph a line.
  return 'line';
}

function isHardWrapped(lengths: number[]): boolean {
  const sorted = [...lengths].sort((a, b) => a - b);
  const median = sorted[sorted.length >> 1];
  const long = lengths.filter((n) => n >= 90).length;
  return median >= 45 && long <= lengths.length * 0.01;
}

/** Builds paragraphs from a section's raw lines (no headings inside). */
export function linesToParagraphs(lines: string[], layout: ParagraphLayout): SourceParagraph[] {
  const out: SourceParagraph[] = [];
  let pendingBreak = false;
  let current: string[] = [];
  let blankRun = 0;

  const flush = () => {
    if (current.length === 0) return;
    const joined = collapseSpaces(current.join(' '));
    current = [];
    if (!joined) return;
    const { text, emphasis } = underscoreEmphasis(joined);
    const p: SourceParagraph = { text };
    if (emphasis.length > 0) p.emphasis = emphasis;
    if (pendingBreak && out.length > 0) p.breakBefore = true;
    pendingBreak = false;
    out.push(p);
  };

  for (const line of lines) {
    if (isBlank(line)) {
      blankRun++;
      if (layout === 'blank') flush();
      continue;
    }
    if (isSceneBreak(line)) {
      flush();
      pendingBreak = true;
      blankRun = 0;
      continue;
    }
    if (blankRun > 0) {
      // Blank lines in a layout that does not use them between paragraphs mark a scene break;
      // in the blank layout only an unusually long run (3+) does.
      if (layout !== 'blank' || blankRun >= 3) {
        flush();
        pendingBreak = true;
      }
      blankRun = 0;
    }
    if (layout === 'line') {
      current.push(line);
      flush();
    } else if (layout === 'indent') {
      if (isIndented(line)) flush();
      current.push(line);
    } else {
      current.push(line);
    }
  }
  flush();
  return out;
}

/**
 * Plain text marks italics with underscores (_very_, _Cousin Kate_): the marks go, the ranges stay
 * as emphasis. An underscore without its pair (a blank to fill in, «___») is left alone.
 */
export function underscoreEmphasis(text: string): { text: string; emphasis: Array<[number, number]> } {
  if (!text.includes('_')) return { text, emphasis: [] };
  const emphasis: Array<[number, number]> = [];
  let out = '';
  let pos = 0;
  for (const m of text.matchAll(/(?<![\p{L}\p{N}_])_(?=[^\s_])([^_]*?[^\s_])_(?![\p{L}\p{N}_])/gu)) {
    out += text.slice(pos, m.index);
    emphasis.push([out.length, out.length + m[1].length]);
    out += m[1];
    pos = m.index + m[0].length;
  }
  return { text: out + text.slice(pos), emphasis };
}
