// A story told in quotes that quotes other people inside it, as old editions print a character's long
// tale (its opening mark never closed in the paragraph, the others' words in quotes of their own):
//
//  «Однажды вечером я вернулся домой. «Ты не узнал меня?» — сказал он. «Сильвестр!» — закричал я. Сердце упало.
//   teller ─────────────────────────   quoted ─────────   its tag ──   quoted ──   its tag ──   teller ───
//
// The teller's words are speech (with the teller's own tags set off by dashes, as in any speech); the
// speech quoted inside and its tags are marked `quoted`, so the teller's words after them do not go on
// with the quoted speaker.
import type { Piece } from './segment-lines.ts';
import { findQuotes, isSpeechQuote } from './segment-lines.ts';
import { segmentRussian, splitSpeech, toPieces, type Chunk } from './segment-ru.ts';
import type { Carried } from './carried-ru.ts';
import { isTagStart } from './speech-cues-ru.ts';

/**
 * A paragraph of a story told in quotes whose mark opens at `at` (storyCut): up to the mark, read as
 * any paragraph; after it, the teller's words and the speech they quote, the story still open.
 */
export function storyParagraph(text: string, at: number, carriedIn: Carried, thirdPerson: boolean): Piece[] {
  const head = at > 0 ? segmentRussian(text.slice(0, at), carriedIn, thirdPerson) : [];
  const intro = head[head.length - 1];
  if (intro?.kind === 'narration' && /:\s*$/.test(intro.text)) intro.remark = true;
  const tail = tellersWords(text, at + 1, text.length);
  const last = tail[tail.length - 1];
  if (last) last.quoteOpen = 1;
  const inside = typeof carriedIn === 'object' && at === 0;
  return [...head, ...(inside && carriedIn.turn !== true ? goingOn(tail) : tail)];
}

/** The pieces of a paragraph that opens with the speech of the one before going on (not a speech it quotes). */
export function goingOn(pieces: Piece[]): Piece[] {
  if (pieces[0]?.kind === 'speech' && pieces[0].quoted !== true) Object.assign(pieces[0], { carried: true, continues: true });
  return pieces;
}

/**
 * The text from `from` to `to` inside a story told in quotes: the teller's words, the speech quoted in
 * them, and right after a quoted speech its tag, up to the tag's sentence end («— закричал я. Сердце упало.»).
 */
export function tellersWords(text: string, from: number, to: number): Piece[] {
  const region = text.slice(0, to);
  const quoted = findQuotes(region, 'ru').filter((q) => q.open >= from && isSpeechQuote(region, q, 'ru'));
  const chunks: Chunk[] = [];
  let pos = from;
  const tellers = (end: number) => {
    // The tag of the quoted speech before, if the teller's words open with one.
    if (chunks[chunks.length - 1]?.quoted !== true) {
      splitSpeech(region, pos, end, chunks);
      return;
    }
    pos += /^[\s,.!?…;]*(?:[—–―-]+\s*)?/.exec(region.slice(pos, end))?.[0].length ?? 0;
    const rest = region.slice(pos, end);
    if (isTagStart(rest)) {
      const tag = /^.*?[.!?…](?=\s+[А-ЯЁ«"„“'—–-]|\s*$)/u.exec(rest)?.[0] ?? rest;
      chunks.push({ start: pos, end: pos + tag.length, speech: false, quoted: true });
      pos += tag.length;
    }
    if (region.slice(pos, end).replace(/[\s—–―-]/g, '') !== '') splitSpeech(region, pos, end, chunks);
  };
  for (const q of quoted) {
    tellers(q.open);
    const inner: Chunk[] = [];
    splitSpeech(region, q.open + 1, q.close, inner);
    chunks.push(...inner.map((c) => ({ ...c, quoted: true })));
    // «"Ты не узнал меня?" - сказал он»: the punctuation after the closing mark ends the quoted speech.
    const tail = /^[,.!?…;]*/.exec(region.slice(q.close + 1))?.[0].length ?? 0;
    chunks[chunks.length - 1].end = q.close + 1 + tail;
    pos = q.close + 1 + tail;
  }
  tellers(to);
  const pieces = toPieces(text, chunks.filter((c) => region.slice(c.start, c.end).replace(/[\s—–―-]/g, '') !== ''));
  // A teller's speech after a quoted one and its tag is not the quoted speaker going on.
  for (const [i, pc] of pieces.entries()) if (pc.continues && pieces[i - 2]?.quoted !== pc.quoted) pc.continues = false;
  return pieces;
}
