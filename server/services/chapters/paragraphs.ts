// A chapter's text as written: the source paragraphs (dialogue dashes, quotes and all), kept in
// step with line edits. The lines a paragraph was cut into are usually verbatim pieces of it
// («— Привет, — сказал Иван.» → «Привет,» «сказал Иван.»), but the segmenter may strip quotes and
// add punctuation at a line's ends («"Добро" - прервал» → «Добро,»), so a line is found either as
// it is or by its core (the line without the punctuation around it).

export interface Span {
  start: number;
  end: number;
  /** Found by its core only: the line's own edge punctuation is not in the paragraph. */
  core: boolean;
}

const EDGE = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/** The line without the punctuation and spaces around it. */
export function coreOf(text: string): string {
  return text.replace(EDGE, '');
}

function locate(paragraph: string, line: string, from: number): Span | null {
  const core = coreOf(line);
  if (!core) {
    const at = line ? paragraph.indexOf(line, from) : -1;
    return at >= 0 ? { start: at, end: at + line.length, core: false } : null;
  }
  const coreAt = paragraph.indexOf(core, from);
  if (coreAt < 0) return null;
  // The line as it is, when it lies exactly around the first occurrence of its core; a later
  // exact occurrence would skip over the line's real place («"Да", - сказал он. Да, …»).
  const lead = line.indexOf(core);
  if (coreAt >= lead && paragraph.startsWith(line, coreAt - lead) && coreAt - lead >= from) {
    return { start: coreAt - lead, end: coreAt - lead + line.length, core: false };
  }
  return { start: coreAt, end: coreAt + core.length, core: true };
}

/** Where each line of a paragraph lies in it, in order; null for a line that cannot be found. */
export function locateLines(paragraph: string, lines: string[]): Array<Span | null> {
  let cursor = 0;
  return lines.map((line) => {
    const span = locate(paragraph, line, cursor);
    if (span) cursor = span.end;
    return span;
  });
}

/**
 * The paragraph after line `index` changed from `lines[index]` to `next`: the line's piece of the
 * paragraph is replaced and everything around it (dashes, quotes, the other lines) stays. When the
 * line cannot be found, the paragraph is rebuilt from its lines (the punctuation between them is
 * then lost, but the text is right).
 */
export function replaceLine(paragraph: string, lines: string[], index: number, next: string): string {
  const span = locateLines(paragraph, lines)[index];
  if (!span) return lines.map((l, i) => (i === index ? next : l)).join(' ');
  const piece = span.core ? coreOf(next) || next : next;
  return paragraph.slice(0, span.start) + piece + paragraph.slice(span.end);
}

export interface TextLine {
  paragraph_id: number;
  text: string;
}

/**
 * The chapter's text: each paragraph as written when it is known (`paragraphs[paragraph_id]`),
 * else its lines joined by spaces; paragraphs on their own lines.
 */
export function chapterText(lines: TextLine[], paragraphs: string[] | null): string {
  const out: string[] = [];
  let last = -1;
  let own: string[] = [];
  const flush = () => {
    if (last < 0) return;
    const written = paragraphs?.[last];
    out.push(typeof written === 'string' ? written : own.join(' '));
  };
  for (const l of lines) {
    if (l.paragraph_id !== last) {
      flush();
      last = l.paragraph_id;
      own = [];
    }
    own.push(l.text);
  }
  flush();
  return out.join('\n');
}
