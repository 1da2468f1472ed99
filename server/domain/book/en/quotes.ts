// Quotations in an English paragraph → pieces of speech and narration.
//
//   “Lor,” said Mrs. Mann, “only think”   → speech «Lor,» · narration «said Mrs. Mann,» · speech «only think»
//   He called it a "picnic" and laughed.  → one narration piece: a quoted word is not speech
//
// Books quote with double marks (straight or curly) or, in the British way, with single ones; the
// style is decided once per book (quoteStyle), the other kind of mark then only nests inside speech.
// A quotation that runs over several paragraphs leaves the paragraph open: by convention the next
// paragraph opens with a quote mark again, and goes on with the same voice.
import { SPEECH_VERBS } from './lexicon.ts';

export type QuoteStyle = 'double' | 'single';

export interface EnPiece {
  kind: 'speech' | 'narration';
  /** [start, end) in the paragraph text, quote marks excluded. */
  start: number;
  end: number;
  text: string;
}

export interface SegmentedParagraph {
  pieces: EnPiece[];
  /** The paragraph opens inside a quotation left open by the paragraph before it. */
  continues: boolean;
  /** The last quotation is not closed: a next paragraph opening with a quote mark goes on with it. */
  runsOn: boolean;
}

interface Span {
  /** Index of the opening mark (-1 when the paragraph starts inside the quotation). */
  open: number;
  /** Index of the closing mark (text.length when it runs on). */
  close: number;
}

// Words that lost their first letter to an apostrophe («’tis», «’em», «’is» for «his»), and contractions some
// texts print apart («it 's», «I 'll»). Only «’Tis», «’Twas» and «’Cause» open a sentence with their capital:
// «'Is that you?» in straight single quotes is a question.
const ELISIONS = /^(?:[Tt](?:is|was|were|will|would)|[Cc]ause|em|ere|im|er|ow|ome|appen|ave|ad|e|is|un|arf|alf|n|s|ll|d|ve|re|m|t)\b/;

/** Double quotes unless the book's single quotes open far more often than its double ones. */
export function quoteStyle(texts: Iterable<string>): QuoteStyle {
  let double = 0;
  let single = 0;
  for (const t of texts) {
    for (const m of t.matchAll(/["“”]|(?<![\p{L}\p{N}])[‘'](?=\p{L})/gu)) {
      if (m[0] === '"' || m[0] === '“' || m[0] === '”') double++;
      else if (!ELISIONS.test(t.slice(m.index + 1, m.index + 8))) single++;
    }
  }
  return single > 2 * double + 10 ? 'single' : 'double';
}

/** The speech and narration of one paragraph. `inside`: the paragraph before left a quotation open. */
export function segmentEnglish(text: string, style: QuoteStyle, inside: boolean): SegmentedParagraph {
  const continues = inside && /^\s*["“‘']/.test(text) && opensQuote(text, style);
  const spans = style === 'double' ? doubleSpans(text) : singleSpans(text);
  const runsOn = spans.length > 0 && spans[spans.length - 1].close === text.length;
  const speech = spans.filter((s, i) => isSpeech(text, s, i === 0 && continues));
  const pieces: EnPiece[] = [];
  let pos = 0;
  for (const s of speech) {
    pushNarration(pieces, text, pos, Math.max(s.open, 0));
    pushPiece(pieces, text, s.open + 1, s.close, 'speech');
    pos = Math.min(text.length, s.close + 1);
  }
  pushNarration(pieces, text, pos, text.length);
  return { pieces, continues, runsOn: runsOn && speech.includes(spans[spans.length - 1]) };
}

function opensQuote(text: string, style: QuoteStyle): boolean {
  const c = text.trimStart()[0];
  return style === 'double' ? c === '"' || c === '“' : c === '‘' || c === "'";
}

/**
 * The paragraph lost the mark that opened its first quotation (a drop cap set apart, a typo):
 * «Curiouser and curiouser!" cried Alice. "Now I'm…» — its first mark closes (a letter or a stop
 * before it, a space or a stop after it), and the paragraph's marks do not pair up.
 */
function lostOpening(text: string): number {
  const marks = [...text.matchAll(/["“”]/g)];
  if (marks.length % 2 === 0 || text[marks[0]!.index] === '“') return -1;
  const i = marks[0]!.index;
  const closes = /[\p{L}\p{N}.,!?…;—–-]/u.test(text[i - 1] ?? ' ') && /^(?:\s|$|[,.;:!?—–-])/.test(text.slice(i + 1));
  return closes && /\p{L}/u.test(text.slice(0, i)) ? i : -1;
}

function doubleSpans(text: string): Span[] {
  const spans: Span[] = [];
  const lost = lostOpening(text);
  if (lost >= 0) spans.push({ open: -1, close: lost });
  let open = -2;
  for (let i = lost + 1; i < text.length; i++) {
    const c = text[i];
    if (c !== '"' && c !== '“' && c !== '”') continue;
    if (open === -2) {
      // A lone closing mark at the start of a paragraph would invert every quote after it.
      if (c === '”') continue;
      open = i;
    } else if (c === '“' && /\s/.test(text[i - 1] ?? '')) {
      // «“A “B» — the first one was never closed: close it here and open anew.
      spans.push({ open, close: i });
      open = i;
    } else {
      spans.push({ open, close: i });
      open = -2;
    }
  }
  if (open !== -2) spans.push({ open, close: text.length });
  return spans;
}

function singleSpans(text: string): Span[] {
  const spans: Span[] = [];
  const lost = lostSingleOpening(text);
  if (lost >= 0) spans.push({ open: -1, close: lost });
  let open = -2;
  // A closing-shaped mark read as a dropped letter («goin’ home»): where the quotation closes after all if
  // nothing later does (a quoted word in the narration, «her ‘likeness’ had been broken»).
  let maybe = -1;
  for (let i = lost + 1; i < text.length; i++) {
    const c = text[i];
    if (c !== '‘' && c !== '’' && c !== "'") continue;
    const prev = i > 0 ? text[i - 1] : ' ';
    const next = i + 1 < text.length ? text[i + 1] : ' ';
    const letterBefore = /[\p{L}\p{N}]/u.test(prev);
    const letterAfter = /[\p{L}\p{N}]/u.test(next);
    const opener = opensSingle(text, i);
    // «'Elinor,' cried Marianne, 'is this fair?»: after a tag's comma a quotation goes on, whatever its first word.
    const afterTag = spans.length > 0 && /[,;:]\s+$/.test(text.slice(Math.max(0, i - 3), i));
    const elision = c === "'" && letterAfter && !afterTag && ELISIONS.test(text.slice(i + 1, i + 8));
    if (open === -2) {
      if (opener && !elision) {
        open = i;
        maybe = -1;
      }
    } else if (opener && !elision && maybe >= 0 && !letterBefore) {
      // A quotation opening while one is open: the one before closed at its dropped-letter mark.
      spans.push({ open, close: maybe });
      open = i;
      maybe = -1;
    } else if ((c === '’' || c === "'") && !letterAfter && (!/\s/.test(prev) || brokenOff(text, i))) {
      if (droppedLetter(text, i)) {
        maybe = i;
        continue;
      }
      spans.push({ open, close: i });
      open = -2;
      maybe = -1;
    }
  }
  // A quotation opened inside the narration and left open closes at its last dropped-letter mark; one
  // that opens the paragraph may run on into the next.
  if (open !== -2) spans.push({ open, close: maybe >= 0 && /\S/.test(text.slice(0, open)) ? maybe : text.length });
  return spans;
}

/** A curly opening mark, or a straight one after no letter and before a word, an emphasis or a quotation in double marks. */
function opensSingle(text: string, i: number): boolean {
  return text[i] === '‘' || (text[i] === "'" && !/[\p{L}\p{N}]/u.test(text[i - 1] ?? ' ') && /[\p{L}\p{N}_"“.…—–-]/u.test(text[i + 1] ?? ''));
}

/**
 * A closing-shaped mark right after a letter that may be an apostrophe: a plural possessive or a dropped letter
 * before the next word («the girls’ hats», «Lovers’ Vows», «goin’ home», «an’ I», «fu’ ’em»), before a stop and
 * more words («min’. Hit ’s»), or before the punctuation of the closing mark itself («goin’,’ said Berry»);
 * not before a tag («‘No’ said he», «‘Yes’, he said»). A closing mark after a letter is rare in speech: it
 * mostly follows the speech's own stop or comma.
 */
function droppedLetter(text: string, i: number): boolean {
  if (!/\p{L}/u.test(text[i - 1] ?? '') || /[.,!?;:—–-]/.test(text[i - 2] ?? '')) return false;
  const after = text.slice(i + 1, i + 60);
  if (/^[,.;:!?]['’]/.test(after)) return true;
  // A tag right after it: its verb among the next three words («said he», «Mr. Pole said»), not further on.
  if (tagFollows(after.split(/['‘’]/)[0].split(/\s+/).slice(0, 4).join(' '))) return false;
  return /^[,.;:!?]?\s+['’]?\p{L}/u.test(after);
}

/**
 * The paragraph lost the single mark that opened its first quotation (a quotation run on over verse
 * set apart, «…Miss Woodhouse?’»): its first mark closes after a stop, none opened before it.
 */
function lostSingleOpening(text: string): number {
  for (const m of text.matchAll(/['‘’]/g)) {
    const i = m.index;
    if (opensSingle(text, i)) return -1;
    if (/[.,!?…;—–-]/.test(text[i - 1] ?? '') && /^(?:\s|$|[,.;:!?—–-])/.test(text.slice(i + 1, i + 2))) return /\p{L}/u.test(text.slice(0, i)) ? i : -1;
  }
  return -1;
}

/**
 * «‘Allow me ’ Aziz repeated»: a closing mark with a space before it and none of a word after it is a speech
 * broken off, its dash lost (a dropped letter, «’em», «’tis», has its word right after the mark).
 */
function brokenOff(text: string, i: number): boolean {
  return /^(?:\s|$|[,.;:!?—–-])/.test(text.slice(i + 1, i + 2));
}

const wordCount = (s: string) => (s.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).length;

/**
 * Speech, not a quoted word or title: it opens the paragraph, follows a colon or a comma, comes
 * with a verb of speaking right before or after it, or is a phrase of its own with its punctuation.
 */
function isSpeech(text: string, s: Span, continuation: boolean): boolean {
  if (continuation || s.open < 0) return true;
  const inner = text.slice(s.open + 1, s.close).trim();
  const n = wordCount(inner);
  if (n === 0) return false;
  const before = text.slice(0, s.open).trimEnd();
  if (before === '' || /^[(\s—–-]*$/.test(before)) return true;
  // «"Yes," said Katharine, "but "»: a space before the closing mark is a speech broken off (its dash lost).
  const ends = /[,.!?…;—–-]$|--$/.test(inner) || s.close === text.length || /\s/.test(text[s.close - 1] ?? '');
  if (/[:]$/.test(before)) return true;
  if (/[,—–-]$/.test(before) && (ends || n >= 3)) return true;
  if (tagFollows(text.slice(s.close + 1, s.close + 60)) && (ends || n >= 2)) return true;
  const lastWord = /(\p{L}+)\s*[,:]?$/u.exec(before)?.[1].toLowerCase();
  if (lastWord && SPEECH_VERBS.has(lastWord) && (ends || n >= 2)) return true;
  if (/^\p{Lu}/u.test(inner) && spokenWord(before)) return true;
  // «I shook my head. "No."»: after a finished sentence of narration, a sentence of its own is said.
  if (/[.!?]$/.test(before) && !/\b(?:Mr|Mrs|Ms|Dr|St)\.$/.test(before) && /^\p{Lu}/u.test(inner) && /[.!?…]$/.test(inner)) return true;
  // «uttered a rapid "I know."», «cackled out "Silence!"»: a sentence of its own, with its capital and its stop.
  const sentence = /^\p{Lu}/u.test(inner) && (/[!?]$/.test(inner) || (n >= 2 && /[.]$/.test(inner)));
  return (ends && n >= 3) || n >= 8 || sentence;
}

/**
 * «said "Margaret" rather huskily», «stammered a "No."», «returned an indifferent "No."»: a verb of speech
 * right before (or before «a»/«an» and one word) a quotation that opens with a capital: a word said.
 * Right before it, not a verb with other senses («had read "Udolpho"»: a title).
 */
function spokenWord(before: string): boolean {
  const m = /(\p{L}+)(\s+an?(?:\s+\p{L}+)?)?\s*,?$/u.exec(before);
  const verb = m?.[1].toLowerCase() ?? '';
  return SPEECH_VERBS.has(verb) && (m?.[2] !== undefined || !WEAK_VERBS.has(verb));
}

// Verbs too common in other senses to mark a tag on their own.
const WEAK_VERBS = new Set(['went', 'goes', 'put', 'broke', 'burst', 'struck', 'cut', 'read', 'wrote', 'writes', 'returned', 'returns', 'began', 'begins', 'told', 'tells', 'smiled', 'nodded', 'shrugged', 'grinned', 'allowed', 'granted', 'considered', 'related', 'noted']);

/** «, said Mrs. Mann», «he soon added», «the Mouse replied»: a verb of speech among the next few words. */
function tagFollows(after: string): boolean {
  const head = after.split(/["“”‘’]/)[0];
  if (!/^[\s,!?.;—–-]*\p{L}/u.test(head)) return false;
  const ws = head.match(/\p{L}+/gu)?.slice(0, 5) ?? [];
  return ws.some((w) => SPEECH_VERBS.has(w.toLowerCase()) && !WEAK_VERBS.has(w.toLowerCase()));
}

function pushNarration(out: EnPiece[], text: string, from: number, to: number): void {
  // The «, » and «--» that join narration to a quotation belong to neither.
  let s = from;
  while (s < to && /[\s,.;:!?—–-]/.test(text[s]) && !(text[s] === '.' && text[s + 1] === '.')) s++;
  pushPiece(out, text, s, to, 'narration');
}

function pushPiece(out: EnPiece[], text: string, from: number, to: number, kind: EnPiece['kind']): void {
  let s = from;
  let e = to;
  while (s < e && /\s/.test(text[s])) s++;
  while (e > s && /\s/.test(text[e - 1])) e--;
  if (!/[\p{L}\p{N}]/u.test(text.slice(s, e))) return;
  out.push({ kind, start: s, end: e, text: text.slice(s, e) });
}
