// Finding a query in a line of the book the way an author types it: case-insensitive, ё = е,
// stress marks (U+0301 or a «+» before the vowel) ignored, any run of spaces one space. A hit says
// where the match is in the line as written, so the studio can mark it.

/** A line brought to the form queries are compared in. */
export function searchKey(s: string): string {
  return normalize(s).text;
}

interface Normalized {
  text: string;
  /** For each code unit of `text`, the index in the original string it came from. */
  from: number[];
}

function normalize(s: string): Normalized {
  let text = '';
  const from: number[] = [];
  let space = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === '\u0301' || ch === '+') continue;
    if (/\s/.test(ch)) {
      if (space) continue;
      space = true;
      text += ' ';
      from.push(i);
      continue;
    }
    space = false;
    const low = ch.toLowerCase().replace(/ё/g, 'е');
    for (let k = 0; k < low.length; k++) {
      text += low[k];
      from.push(i);
    }
  }
  return { text, from };
}

export interface Query {
  phrase: string;
  words: string[];
}

export function parseQuery(q: string): Query {
  const phrase = searchKey(q.trim());
  return { phrase, words: phrase.split(/[^\p{L}\p{N}]+/u).filter(Boolean) };
}

/**
 * Where the query is in `text`, as [start, end) ranges of the original string: every occurrence
 * of the phrase, or, when the phrase is not there but all its words are, every occurrence of each
 * word. Null when the line does not match.
 */
export function findMatches(text: string, query: Query): Array<[number, number]> | null {
  const n = normalize(text);
  const phrase = occurrences(n.text, query.phrase);
  const found = phrase.length ? phrase
    : query.words.length > 1 && query.words.every((w) => n.text.includes(w)) ? merge(query.words.flatMap((w) => occurrences(n.text, w)))
      : null;
  if (!found) return null;
  return found.map(([a, b]) => {
    let end = n.from[b - 1]! + 1;
    // A stress mark over the last letter belongs to the match.
    while (text[end] === '\u0301') end++;
    return [n.from[a]!, end];
  });
}

function occurrences(hay: string, needle: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  if (!needle) return out;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + needle.length)) out.push([at, at + needle.length]);
  return out;
}

/** Sorted, overlapping ranges joined (a word inside another, «дорога» and «дорогами»). */
function merge(ranges: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...ranges].sort((x, y) => x[0] - y[0]);
  const out: Array<[number, number]> = [];
  for (const r of sorted) {
    const last = out.at(-1);
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else out.push([r[0], r[1]]);
  }
  return out;
}
