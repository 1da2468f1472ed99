// A paragraph → pieces of speech, narration (author's words) and thought.
//
//  «— Привет, — сказал Иван. — Как дела?»  → speech «Привет,» · narration «сказал Иван.» · speech «Как дела?»
//  «Он вошёл. «Здравствуй!» — сказал он.»  → narration · speech · narration
//  «"Oh dear!" said the Rabbit.»           → speech · narration
//
// Every piece keeps its [start, end) in the paragraph text, so the pieces cover the paragraph:
// only the separating dashes and spaces (and the quote marks around speech) fall between them.
import type { LineKind } from '../../contract/enums.ts';
import type { SourceParagraph } from './types.ts';
import { analyzeWord } from './morphology.ts';
import { segmentRussian } from './segment-ru.ts';
import type { Carried } from './carried-ru.ts';
import { words } from './text.ts';
import { EN_SPEECH_VERBS, EN_THOUGHT_VERBS, RU_SPEECH_VERBS, RU_THOUGHT_PHRASES, RU_THOUGHT_VERBS } from './verbs.ts';

export interface Piece {
  /** The text of [start, end), less the closing quote mark when punctuation after it was taken in. */
  text: string;
  kind: LineKind;
  start: number;
  end: number;
  /** Narration that is the author's words about the speech next to it («сказал Иван»). */
  remark: boolean;
  /** Speech that goes on after a tag: «— Да, — сказал он. — Пойдём» (Russian). */
  continues?: boolean;
  /** Speech that goes on, after a bracketed thought inside it, with the speech piece starting here (Russian). */
  resumes?: number;
  /** Speech that goes on from the end of the paragraph before (an old page break split it; Russian). */
  carried?: boolean;
  /** Narration the segmenter is unsure of: a dash in it may open speech (Russian). */
  maybeSpeech?: boolean;
  /** Speech inside a quote the paragraph's end cut (quotes-ru.ts): how many paragraphs it has run. */
  quoteOpen?: number;
  /** Speech that a story told in quotes quotes inside it, or the tag of such speech: not the teller's words (Russian). */
  quoted?: boolean;
  /** A quote that answers the quote right before it, a dash alone between them («"Кто?" — "Сестра"»; Russian). */
  answers?: boolean;
}

const OPEN_DASH = /^(?:—|–|―|--?)(?=\s|[^\s\-—–])\s*/;
// A dash between spaces (or right after punctuation, «видать,- вторично») that may switch between
// speech and author's words. «кое-как», «едут-с» never match: they have no space after the hyphen.
const SEPARATOR = /(?:\s+|(?<=[,.!?…:;]))(?:—|–|―|--|-)(?=\s)\s*/g;
const ENDS_CLAUSE = /[,.!?…:;]["»”']?\s*$/;

/** `carried`: the paragraph before ended in speech, which this one may go on with (how: see `Carried`). */
/** `thirdPerson`: the book's narrator never says «я» (thirdPersonBook), so «я» outside quotes is a character's. */
export function segmentParagraph(p: SourceParagraph, language: string, carried: Carried = false, thirdPerson = false): Piece[] {
  const text = p.text;
  if (p.forceNarration || text.trim() === '') return [piece(text, 0, text.length, 'narration', false)];
  const lead = OPEN_DASH.exec(text);
  const pieces = language === 'ru' ? withRareDashes(text, (t) => segmentRussian(t, carried, thirdPerson))
    : lead ? dashDialogue(text, lead[0].length, text.length, language, true) : quotedSpeech(text, language);
  const withThoughts = p.emphasis?.length ? splitEmphasis(pieces, text, p.emphasis) : pieces;
  markThoughts(withThoughts, language);
  return withThoughts.filter((x) => x.text !== '');
}

// A figure dash or a minus sign set as a dash («‒ Да, ‒ сказал он», some digital editions).
const RARE_DASH = /[‒−]/g;

/**
 * Segments `text` with its rare dashes read as «—» (one character for one, so offsets hold), the
 * pieces' text then taken back from the paragraph as it is printed.
 */
function withRareDashes(text: string, segment: (t: string) => Piece[]): Piece[] {
  if (!text.includes('‒') && !text.includes('−')) return segment(text);
  return segment(text.replace(RARE_DASH, '—')).map((pc) => {
    // The piece's text is its span less some quote marks: walk both and take each character back.
    const span = text.slice(pc.start, pc.end);
    let j = 0;
    let out = '';
    for (const c of pc.text) {
      while (j < span.length && span[j].replace(RARE_DASH, '—') !== c) j++;
      out += j < span.length ? span[j++] : c;
    }
    return { ...pc, text: out };
  });
}

export function piece(text: string, start: number, end: number, kind: LineKind, remark: boolean): Piece {
  // Trim the piece's own spaces so the line text is clean; offsets follow.
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { text: text.slice(start, end), kind, start, end, remark };
}

/**
 * Text from `from` to `to` that starts as speech (after an opening dash or inside quotes):
 * alternate speech / author's words at separator dashes.
 */
function dashDialogue(text: string, from: number, to: number, language: string, speechFirst: boolean): Piece[] {
  const out: Piece[] = [];
  let inSpeech = speechFirst;
  let chunkStart = from;
  const region = text.slice(0, to);
  SEPARATOR.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = SEPARATOR.exec(region)) !== null) {
    const before = text.slice(chunkStart, m.index);
    // Standard punctuation puts , ! ? . … before the dash that switches speaker↔author.
    if (!ENDS_CLAUSE.test(before) || before.trim() === '') continue;
    const nextStart = m.index + m[0].length;
    if (inSpeech) {
      // Switch to author's words only if what follows reads like them (a verb of speech, a past
      // verb, a gerund): «— Я думал, — нет, не знаю» stays one speech.
      const nextSep = findNextSeparator(region, nextStart);
      if (!looksLikeAuthorWords(text.slice(nextStart, nextSep), language)) continue;
    }
    out.push(piece(text, chunkStart, m.index, inSpeech ? 'speech' : 'narration', !inSpeech));
    inSpeech = !inSpeech;
    chunkStart = nextStart;
    SEPARATOR.lastIndex = nextStart;
  }
  out.push(piece(text, chunkStart, to, inSpeech ? 'speech' : 'narration', !inSpeech));
  return out;
}

function findNextSeparator(region: string, from: number): number {
  const re = new RegExp(SEPARATOR.source, 'g');
  re.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = re.exec(region)) !== null) {
    if (ENDS_CLAUSE.test(region.slice(from, m.index))) return m.index;
  }
  return region.length;
}

/** Author's words: a verb of speech, a past-tense verb or a gerund among the first words. */
export function looksLikeAuthorWords(chunk: string, language: string): boolean {
  const ws = words(chunk).slice(0, 10);
  if (ws.length === 0) return false;
  if (language !== 'ru') {
    return ws.some((w) => EN_SPEECH_VERBS.has(w.text.toLowerCase())) || /^[a-z]/.test(ws[0].text);
  }
  for (const w of ws) {
    const lower = w.text.toLowerCase();
    const info = analyzeWord(lower);
    if (info.verbLemma !== null && (RU_SPEECH_VERBS.has(info.verbLemma) || RU_THOUGHT_VERBS.has(info.verbLemma))) return true;
    if (info.past !== null) return true;
    if (info.pos === 'GRND') return true;
    if (info.personNumber === '3sing' && info.verbLemma !== null && RU_SPEECH_VERBS.has(info.verbLemma)) return true;
  }
  return false;
}

function hasSpeechVerb(chunk: string, language: string): boolean {
  return words(chunk).slice(0, 6).some((w) => {
    const lower = w.text.toLowerCase();
    if (language !== 'ru') return EN_SPEECH_VERBS.has(lower);
    const lemma = analyzeWord(lower).verbLemma;
    return lemma !== null && (RU_SPEECH_VERBS.has(lemma) || RU_THOUGHT_VERBS.has(lemma));
  });
}

export interface QuoteSpan {
  open: number;
  close: number; // index of the closing mark
}

/** Narration with quoted speech inside: «…», „…“, “…”, "…" (and '…' in Russian texts). */
function quotedSpeech(text: string, language: string): Piece[] {
  const spans = findQuotes(text, language).filter((q) => isSpeechQuote(text, q, language));
  if (spans.length === 0) return [piece(text, 0, text.length, 'narration', false)];
  const out: Piece[] = [];
  let pos = 0;
  for (const q of spans) {
    if (q.open > pos) out.push(narrationBetween(text, pos, q.open));
    // Inside the quotes the same dashes may set off author's words: «"Бог дал мне руки, — говорила Лиза, — ты…"».
    const inner = dashDialogue(text, q.open + 1, q.close, language, true);
    out.push(...inner);
    pos = q.close + 1;
    // «"Никак нет-с, не видать".» / «"Привет", — сказал он»: punctuation after the closing quote
    // ends the speech; it moves into the speech line (without the quote mark).
    const tail = /^[,.!?…;]+/.exec(text.slice(pos));
    const last = inner[inner.length - 1];
    if (tail && last) {
      last.end = pos + tail[0].length;
      last.text = text.slice(last.start, last.end).replace(QUOTE_MARKS, '');
      pos = last.end;
    }
  }
  if (pos < text.length) out.push(narrationBetween(text, pos, text.length));
  return out.filter((x) => x.text !== '' && !/^[\s—–-]*$/.test(x.text));
}

const QUOTE_MARKS = /["«»„“”']/g;

/** Narration next to a quote: strip the «, —» that joins it to the quote. */
function narrationBetween(text: string, from: number, to: number): Piece {
  let s = from;
  const lead = /^\s*(?:—|–|―|--|-)?\s*/.exec(text.slice(from, to));
  if (lead && from > 0) s += lead[0].length;
  const p = piece(text, s, to, 'narration', false);
  // Author's words right before or after a quote are a remark about it.
  p.remark = true;
  return p;
}

export function findQuotes(text: string, language: string): QuoteSpan[] {
  const spans: QuoteSpan[] = [];
  const pairs: Record<string, string> = { '«': '»', '„': '“', '“': '”' };
  // Jumps from one quote mark to the next: most paragraphs have none, and every piece is searched.
  const marks = /[«„“"']/g;
  for (let m = marks.exec(text); m; m = marks.exec(text)) {
    const i = m.index;
    const c = text[i];
    let close = -1;
    if (c in pairs) {
      close = findClosing(text, i, c, pairs[c]);
    } else if (c === '"') {
      close = language === 'ru' ? straightClose(text, i) : text.indexOf('"', i + 1);
    } else if (c === "'" && language === 'ru' && (i === 0 || /[\s(—–-]/.test(text[i - 1])) && /\p{L}/u.test(text[i + 1] ?? '')) {
      close = findApostropheClose(text, i + 1);
    }
    if (close > i) {
      spans.push({ open: i, close });
      marks.lastIndex = close + 1;
    }
  }
  return spans;
}

/** Handles nesting «… «…» …». */
function findClosing(text: string, from: number, open: string, close: string): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    if (text[i] === open && open !== close) depth++;
    else if (text[i] === close && --depth === 0) return i;
  }
  return -1;
}

/**
 * Straight quotes do not say which way they face; the spaces around them do. A mark that cannot
 * open («…кругом." Я стал») is a stray one, and a second opener before any closer means the first
 * was never closed: neither pairs, so one lost mark does not turn the rest of the paragraph inside out.
 */
function straightClose(text: string, open: number): number {
  const canOpen = (i: number) => (i === 0 || /[\s(—–-]/.test(text[i - 1])) && /[^\s]/.test(text[i + 1] ?? ' ');
  const canClose = (i: number) => /[^\s(]/.test(text[i - 1] ?? ' ') && (i + 1 === text.length || /[\s,.!?;:)—–-]/.test(text[i + 1]));
  if (!canOpen(open)) return -1;
  for (let i = text.indexOf('"', open + 1); i >= 0; i = text.indexOf('"', i + 1)) {
    if (canClose(i)) return i;
    // «"Когда ты скажешь мне: "Люблю тебя!", когда…"»: a quote inside, after a colon, is passed over.
    if (!canOpen(i)) continue;
    const inner = /:\s*$/.test(text.slice(open + 1, i)) ? straightClose(text, i) : -1;
    if (inner < 0) return -1;
    i = inner;
  }
  return -1;
}

function findApostropheClose(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    // A footnote number may be glued to the closing mark («…d'état'1;»).
    if (text[i] === "'" && /[^\s]/.test(text[i - 1]) && /^\d{0,2}(?:$|[\s,.!?;:—–-])/.test(text.slice(i + 1, i + 4))) return i;
  }
  return -1;
}

/**
 * A quote is speech when it opens the paragraph, follows a colon, is followed by a dash and
 * author's words, or (English) is a whole phrase. «При слове "новую"» is a quoted word, not speech.
 */
export function isSpeechQuote(text: string, q: QuoteSpan, language: string): boolean {
  const inner = text.slice(q.open + 1, q.close).trim();
  if (inner === '') return false;
  const before = text.slice(0, q.open).trimEnd();
  const after = text.slice(q.close + 1);
  // At the paragraph's start, after a colon, or after a dash («…взором. — "Мне хотелось бы…"»).
  if (before === '' || /[:—–-]$/.test(before)) return true;
  const nWords = words(inner).length;
  const dash = /^\s*[,.!?…]?\s*(?:—|–|―|--|-)\s/.exec(after);
  // «"ферму", — в две тысячи десятин»: a quoted word then a dash is not speech without a verb of speech.
  if (dash && (nWords >= 2 || hasSpeechVerb(after.slice(dash[0].length), language))) return true;
  if (language !== 'ru') {
    if (/[,.!?…—-]$/.test(inner) && nWords >= 2) return true;
    const next = words(after.slice(0, 40))[0]?.text.toLowerCase();
    return next !== undefined && EN_SPEECH_VERBS.has(next);
  }
  // «"Вот, сударь", сказал он»: a tag after a comma, without the dash.
  const comma = /^[,!?…]\s*([а-яё]+)/u.exec(after);
  if (comma && hasSpeechVerb(comma[1], language) && analyzeWord(comma[1]).past !== null) return true;
  // «'Энергия необходима,- говаривал он тогда,- …'»: the author's tag set off by dashes inside.
  const innerTag = /[,!?…]\s*(?:—|–|―|--?)\s*([а-яё]+)/u.exec(inner);
  if (innerTag && hasSpeechVerb(innerTag[1], language) && analyzeWord(innerTag[1]).verbLemma !== null) return true;
  // A sentence of its own in quotes, short as it may be: capitalised after a sentence's end and
  // ending in its own mark («…его брать. 'Но... полиция?'»); a title ends with no mark inside.
  if (/^[А-ЯЁ]/.test(inner) && /[.!?…]$/.test(inner) && /[.!?…]$/.test(before)) return true;
  // Said: a verb of speech right before the quote («провозгласив торжественно "привел!"»).
  if (/[!?…]$/.test(inner) && hasSpeechVerb(words(before.slice(-40)).slice(-2).map((w) => w.text).join(' '), language)) return true;
  // A whole sentence in quotes, its full stop inside or right after the closing mark.
  return (/[.!?…]$/.test(inner) || /^[.!?…]/.test(after)) && nWords >= 3;
}

function splitEmphasis(pieces: Piece[], text: string, emphasis: Array<[number, number]>): Piece[] {
  const out: Piece[] = [];
  for (const pc of pieces) {
    if (pc.kind !== 'narration' || pc.remark) {
      out.push(pc);
      continue;
    }
    let pos = pc.start;
    for (const [a0, b0] of [...emphasis].sort((x, y) => x[0] - y[0])) {
      const a = Math.max(a0, pos);
      const b = Math.min(b0, pc.end);
      // One or two italic words are stress or a foreign word, not a thought.
      if (b <= a || words(text.slice(a, b)).length < 3) continue;
      if (a > pos) out.push(piece(text, pos, a, 'narration', false));
      out.push(piece(text, a, b, 'thought', false));
      pos = b;
    }
    if (pos < pc.end) out.push(piece(text, pos, pc.end, 'narration', false));
  }
  return out.filter((x) => x.text !== '');
}

/** Speech whose author's words say «подумал», «про себя», "thought" is a thought. */
function markThoughts(pieces: Piece[], language: string): void {
  for (let i = 0; i < pieces.length; i++) {
    const pc = pieces[i];
    if (pc.kind !== 'speech') continue;
    const remark = [pieces[i + 1], pieces[i - 1]].find((x) => x?.remark);
    if (remark && isThoughtRemark(remark.text, language, remark === pieces[i - 1])) pc.kind = 'thought';
  }
}

function isThoughtRemark(remark: string, language: string, before: boolean): boolean {
  const head = words(remark).slice(0, 6);
  if (language !== 'ru') return head.some((w) => EN_THOUGHT_VERBS.has(w.text.toLowerCase()));
  // Before the speech the verb next to it tells: «Он подумал и сказал: — …» is said («сказал про
  // себя» is not).
  if (before && !/про себя|мысленно|в уме/iu.test(remark)) {
    for (const w of [...words(remark)].reverse()) {
      const lemma = analyzeWord(w.text.toLowerCase()).verbLemma;
      if (lemma !== null && RU_SPEECH_VERBS.has(lemma)) return false;
      if (lemma !== null && RU_THOUGHT_VERBS.has(lemma)) return lemma !== 'решить';
    }
  }
  if (RU_THOUGHT_PHRASES.test(remark.slice(0, 60))) return true;
  return head.some((w) => {
    const lemma = analyzeWord(w.text.toLowerCase()).verbLemma;
    return lemma !== null && RU_THOUGHT_VERBS.has(lemma) && lemma !== 'решить';
  });
}
