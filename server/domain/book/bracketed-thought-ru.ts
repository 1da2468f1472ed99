// «— Это в вас старые следы... ('Старые следы! — подумал Иван. — Если б он слышал!') Погодите.»: a
// thought (or an aside) quoted in brackets inside a speech (opened by a dash or by a quote mark) is another voice with its own tag. Read
// whole, its dashes would close the speech at the thought's tag and give the speech to the thinker;
// read apart, the speech before the bracket stays untagged, the bracket is segmented as a paragraph of
// its own, and the speech goes on after it.
import type { Piece } from './segment-lines.ts';

const OPEN_DASH = /^(?:—|–|―|--?)\s*/;
const QUOTE_OPENS = /^["«„“]/;

type Segment = (text: string) => Piece[];

const shift = (pieces: Piece[], by: number): Piece[] => pieces.map((pc) => ({ ...pc, start: pc.start + by, end: pc.end + by }));

/**
 * The pieces of a dash speech that holds a quote in brackets, or null when it holds none. `segment`
 * reads a paragraph (segmentRussian without the carried state: the parts are read as fresh paragraphs).
 */
export function bracketedThought(text: string, segment: Segment): Piece[] | null {
  // Speech opens the paragraph with a dash, or with a quote mark in a book that prints dialogue in quotes
  // («"Это в вас старые следы... („Старые следы! — подумал Иван“) Погодите"»).
  if (!OPEN_DASH.test(text) && !QUOTE_OPENS.test(text)) return null;
  // The bracket opens with a quote mark and closes after its closing mark («('…!')», «("…", — думал он)»).
  const open = /\(\s*(['"«„“])[^()]{2,400}?['"»“”][^()]*\)/u.exec(text);
  if (open === null) return null;
  const close = open.index + open[0].length - 1;
  const head = segment(text.slice(0, open.index));
  // Only a bracket inside the speech: «— Да, — сказал он ('ну и ну')» is the author's aside.
  if (head[head.length - 1]?.kind !== 'speech') return null;
  const inner = shift(segment(text.slice(open.index + 1, close)), open.index + 1);
  if (inner.length === 0) return null;
  const rest = text.slice(close + 1);
  const lead = /^[.,;!?…]*\s*/.exec(rest)?.[0].length ?? 0;
  // The brackets (and the punctuation after them) stay with the bracketed lines, so no text is lost.
  const mark = rest.slice(0, lead).trimEnd();
  inner[0] = { ...inner[0], start: open.index, text: `(${inner[0].text}` };
  const last = inner.length - 1;
  inner[last] = { ...inner[last], end: close + 1 + mark.length, text: `${inner[last].text})${mark}` };
  if (rest.slice(lead).trim() === '') return [...head, ...inner];
  // The words after the bracket go on with the speech: read as a dash speech of their own.
  if (!/^[А-ЯЁа-яё«"'„]/u.test(rest.slice(lead))) return null;
  const from = close + 1 + lead;
  const tail = shift(segment(`— ${text.slice(from)}`), from - 2);
  // The speech after the bracket is the speech before it going on, not an answer to the thought.
  if (tail[0]?.kind === 'speech') Object.assign(tail[0], { continues: true, resumes: head[head.length - 1].start });
  return [...head, ...inner, ...tail];
}
