// A search hit as the list shows it: a piece of the line around the first match, the matches
// marked, «…» where the line was cut (a whole paragraph per hit buries what was found).

export interface SnippetPart {
  text: string;
  mark: boolean;
}

/** `marks` are [start, end) ranges in `text`, sorted; `before`/`after`: characters of context. */
export function snippet(text: string, marks: Array<[number, number]>, before = 40, after = 80): SnippetPart[] {
  const first = marks[0];
  let from = 0;
  let to = text.length;
  if (first && text.length > before + after + (first[1] - first[0])) {
    from = Math.min(first[0], wordStart(text, Math.max(0, first[0] - before)));
    to = Math.max(first[1], wordEnd(text, Math.min(text.length, first[1] + after)));
  }
  const parts: SnippetPart[] = [];
  const push = (t: string, mark: boolean) => {
    if (t) parts.push({ text: t, mark });
  };
  if (from > 0) push('…', false);
  let at = from;
  for (const [a, b] of marks) {
    if (b <= from || a >= to) continue;
    push(text.slice(at, Math.max(at, a)), false);
    push(text.slice(Math.max(at, a), Math.min(b, to)), true);
    at = Math.min(b, to);
  }
  push(text.slice(at, to), false);
  if (to < text.length) push('…', false);
  return parts;
}

/** Moves a cut forward to the start of a word (never past `limit` characters). */
function wordStart(text: string, i: number): number {
  if (i === 0) return 0;
  const space = text.indexOf(' ', i);
  return space >= 0 && space - i < 15 ? space + 1 : i;
}

/** Moves a cut back to the end of a word. */
function wordEnd(text: string, i: number): number {
  if (i >= text.length) return text.length;
  const space = text.lastIndexOf(' ', i);
  return space >= 0 && i - space < 15 ? space : i;
}
