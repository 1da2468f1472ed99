// Real books have paragraphs of several thousand characters (Gogol's «Шинель» has one of 6,896)
// that the segmenter rightly leaves as one narration line. One line is one piece of sound at most
// MAX_LINE_CHARS long, and the API has no way to split a line, so such a chapter could never be
// voiced. The import stores them as several lines of the same paragraph instead, cut at sentence
// ends: the pieces are verbatim slices of the line (so the chapter's text as written still finds
// them), and an edit re-voices a sentence group, not a page.

/** Lines are stored at most this long (the size pieces stop growing at when lines merge). */
export const STORED_LINE_CHARS = 1000;

/** Where a cut may go, strongest first: after a sentence end, after a clause mark, any space. */
const LEVELS: RegExp[] = [/(?<=[.!?…]["»”’)\]]*)\s+/gu, /(?<=[;:,])\s+|\s+(?=[—–]\s)/gu, /\s+/gu];

/** The gaps (start, end of the whitespace) of one level, in order. */
function gaps(text: string, level: RegExp): Array<[number, number]> {
  return [...text.matchAll(level)].map((m) => [m.index, m.index + m[0].length]);
}

/** The line as it is, or cut at sentence ends (then clauses, then spaces) into slices of at most `max`. */
export function splitLongLine(text: string, max = STORED_LINE_CHARS): string[] {
  if (text.length <= max) return [text];
  const levels = LEVELS.map((l) => gaps(text, l));
  const out: string[] = [];
  let start = 0;
  while (text.length - start > max) {
    let cut: [number, number] | undefined;
    for (const g of levels) {
      // The furthest gap of this level that keeps the slice within the limit.
      cut = g.filter(([a]) => a > start && a - start <= max).at(-1);
      if (cut) break;
    }
    const [end, next] = cut ?? [start + max, start + max];
    out.push(text.slice(start, end));
    start = next;
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}
