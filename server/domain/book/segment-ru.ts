// A Russian paragraph → speech, the author's words and thought, in one left-to-right pass that
// follows the punctuation of both styles books mix, often in one paragraph (lib.ru's Пушкин, Гоголь):
//
//  «— Да, — сказал он. — Пойдём.»              dash dialogue: a dash opens speech, «, — сказал» closes it
//  «Он сказал: "Пойдём". — Куда? — спросил я.»  quotes in narration, and dash speech after a sentence
//  «…остолбенел. - Что же ты стоишь! - закричал я сердито. Савельич заплакал.»
//
// The author's words right after speech («, — сказал он») and a sentence ending with a colon right
// before it («Петрович сказал:») are tags (`remark`); other narration next to speech is not. A speech
// piece after a one-sentence tag continues the same utterance (`continues`).
import type { Piece } from './segment-lines.ts';
import { findQuotes, isSpeechQuote, piece, type QuoteSpan } from './segment-lines.ts';
import { analyzeWord } from './morphology.ts';
import { calledOut, saysQuote, speechGoesOn, unmarkedSpeech } from './unmarked-speech-ru.ts';
import type { Carried } from './carried-ru.ts';
import { carriedQuoteClose, enclosingQuotes, openEndedQuote, storyCut } from './quotes-ru.ts';
import { goingOn, storyParagraph, tellersWords } from './story-ru.ts';
import { bracketedThought } from './bracketed-thought-ru.ts';
import { unheardQuote } from './unheard-quotes-ru.ts';
import { capitalized, isNarrative, isTag, isTagStart, oneVerb, plainTagAfter } from './speech-cues-ru.ts';
import { ENDS_CLAUSE, newTurnTagFollows, nextSeparator, nextSeparatorAt, ownTag, tagFollows, tagInNextParagraph } from './dashes-ru.ts';
import { words } from './text.ts';
import { untaggedTurn } from './turns-in-paragraph-ru.ts';
import { RU_SPEECH_VERBS } from './verbs.ts';

export const OPEN_DASH = /^(?:—|–|―|--?)(?=\s|[^\s\-—–])\s*/;
const ENDS_SENTENCE = /[.!?…]["»”')]?\s*$/;

export interface Chunk {
  start: number;
  end: number;
  speech: boolean;
  /** Author's words in brackets inside speech: the speech goes on after them. */
  bracket?: boolean;
  /** Speech a story told in quotes quotes, or its tag (story-ru.ts). */
  quoted?: boolean;
  /** A quote after a quote with a dash alone between them: the next turn (Piece.answers). */
  answers?: boolean;
}

/** The most characters of author's words between two speeches of one paragraph read as their tag. */
const MAX_TAG_CHARS = 300;

export function segmentRussian(text: string, carriedIn: Carried = false, thirdPerson = false): Piece[] {
  // A paragraph opening with a dash is a turn of dialogue, read as any: a new turn, or one inside a
  // story told in quotes whose closing mark comes later (carriedFrom keeps the story open over it).
  if (typeof carriedIn === 'object' && !OPEN_DASH.test(text)) {
    // After a turn of dialogue inside the story, the story's speech is not that turn's going on.
    const going = carriedIn.turn !== true;
    // «…Место было глухое.» / «Так мы и расстались».»: a quotation of many paragraphs opens each one
    // again; the paragraph whose reopened quote closes is the last, read as any paragraph opening with
    // a quote (its closing mark pairs with the mark it opens with), going on with the speech before.
    if (/^["«„“]/.test(text) && findQuotes(text, 'ru').some((q) => q.open === 0)) {
      const pieces = segmentRussian(text, false, thirdPerson);
      // «"Не твое дело, — отвечал я, — …"» after a quote that lost its closing mark: a reopened quote
      // with a tag of its own (not «продолжал он») is a new turn, as a dash would open one.
      const tagged = pieces[0]?.kind === 'speech' && pieces[1]?.kind === 'narration' && pieces[1].remark && ownTag(pieces[1].text);
      return going && !tagged ? goingOn(pieces) : pieces;
    }
    return insideCarriedQuote(text, carriedIn.quote, going);
  }
  const aside = carriedIn === 'document' ? null : bracketedThought(text, (t) => segmentRussian(t, false, thirdPerson));
  if (aside !== null) return aside;
  const tagCut = carriedIn === 'tag' && /^[а-яё]/.test(text);
  const carried = carriedIn === 'document' || carriedIn === 'tag' || carriedIn === 'afterTag' || typeof carriedIn === 'object' ? false
    : carriedIn === 'said' ? 'clause' : carriedIn;
  const found = enclosingQuotes(text, findQuotes(text, 'ru'));
  const quotes = found.filter((q, i) => !unheardQuote(text, q.open) && (isSpeechQuote(text, q, 'ru') || resumedAfterTag(text, found, i) || saysQuote(text.slice(0, q.open))));
  const story = carriedIn === 'document' ? null : storyCut(text, quotes, found);
  if (story !== null) return storyParagraph(text, story, carriedIn, thirdPerson);
  const cut = carriedIn === 'document' ? null : openEndedQuote(text, quotes);
  if (cut !== null) quotes.push({ open: cut, close: text.length });
  const chunks: Chunk[] = [];
  /** Where a dash in narration may have opened speech that the rules read as the author's words. */
  const doubts: number[] = [];
  // A paragraph opening in lower case after one that ended in speech goes on with that speech (a
  // page break of the old edition split it: «…выданное» / «вами вдове, коллежской асессорше…»),
  // unless it opens with the tag («промолвил Базаров»): only the words before the first dash are
  // read for it, «достоинства,- флегматически заметил Базаров» goes on. After a comma a capital goes
  // on too (a name, «Евгений Васильич»), and a speech cut with no punctuation goes on unless a plain
// tag follows («— Не верну я его» / «ответил Петр»).
  const firstClause = text.slice(0, nextSeparatorAt(text, 0, () => false));
  const goesOn = carried !== false && !OPEN_DASH.test(text) && (
    carried === 'word' ? /^[а-яёА-ЯЁ]/.test(text) && !plainTagAfter(text, 0)
      : (/^[а-яё]/.test(text) || (carried === 'clause' && /^[А-ЯЁ]/.test(text) && !isNarrative(firstClause))) && !isTag(firstClause)) ||
    ((carried === true || carriedIn === 'afterTag') && /^[А-ЯЁ]/.test(text) && speechGoesOn(firstClause, thirdPerson));
  // «(и, ломая руки, она указывала на детей). О, треклятая жизнь!»: the author's words in brackets
  // open a paragraph that then goes on with the speech before it.
  const openingBracket = carried !== false ? /^\(([^()]{3,200})\)[.,;]?\s*/.exec(text) : null;
  const bracketFirst = openingBracket !== null && (isTag(openingBracket[1]) || isNarrative(capitalized(openingBracket[1]))) &&
    /^[-—–―]*\s*["«]?[А-ЯЁа-яё]/.test(text.slice(openingBracket[0].length)) && !isNarrative(text.slice(openingBracket[0].length));
  if (bracketFirst && openingBracket) chunks.push({ start: 0, end: openingBracket[0].length, speech: false, bracket: true });
  const lead = bracketFirst && openingBracket ? /^[-—–―]*\s*/.exec(text.slice(openingBracket[0].length)) : OPEN_DASH.exec(text) ?? (goesOn ? /^/.exec(text) : null) ?? (quotedWhole(quotes) ? null : undashedSpeech(text)) ??
    (carried === false && calledOut(text) ? /^/.exec(text) : null);
  let speech = lead !== null;
  let chunkStart = lead ? lead[0].length + (bracketFirst && openingBracket ? openingBracket[0].length : 0) : 0;
  let pos = chunkStart;
  const push = (end: number, isSpeech: boolean, from = chunkStart) => {
    // The dash that set the next piece off stays out of this one.
    while (end > from && /[\s—–―-]/.test(text[end - 1])) end--;
    if (text.slice(from, end).replace(/[\s—–―-]/g, '') !== '') chunks.push({ start: from, end, speech: isSpeech });
  };
  // Quotes opened inside dash speech are part of it; their dashes separate nothing.
  const insideQuote = (i: number) => quotes.some((q) => q.open < i && i < q.close);

  while (pos < text.length) {
    if (speech) {
      // «А вот узнаем - сказал комендант»: a dash with no comma before it still sets off a plain tag.
      const d = nextSeparator(text, pos, chunkStart, insideQuote, plainTagAfter);
      // «— Голодные! — (и, ломая руки, она указывала на детей). О, треклятая жизнь!»: the author's
      // words in brackets, and the speech goes on after them.
      const bracket = d ? /^\(([^()]{3,200})\)[.,;]?/.exec(text.slice(d.end)) : null;
      if (d && bracket && (isTag(bracket[1]) || isNarrative(capitalized(bracket[1])))) {
        push(d.index, true);
        push(d.end + bracket[0].length, false, d.end);
        chunkStart = pos = d.end + bracket[0].length;
        if (chunks[chunks.length - 2]?.speech) chunks[chunks.length - 1].bracket = true;
        continue;
      }
      if (!d) break;
      const next = text.slice(d.end, nextSeparatorAt(text, d.end, insideQuote));
      const before = text.slice(chunkStart, d.index);
      // «— Пойдем, — Иван взял ее за руку»: after a comma too, a sentence that tells is the author's words.
      const ends = quotes.some((x) => x.open >= d.end && text.slice(d.end, x.open).trim() === '') || isTag(next) ||
        (ENDS_CLAUSE.test(before) && !/[:;]["»”')]?\s*$/.test(before) && isNarrative(next));
      // The speech's last part, from the last dash read inside it (segments turns run together).
      const part = text.slice(pos, d.index);
      pos = d.end;
      if (!ends) {
        // «— Куда ты? — спросила старуха. — Ночь на дворе. — Я скоро, — отвечал Гаврила.»: speech resumed
        // after its tag, then a sentence's end, a dash and words with a tag of their own: that tag is a
        // new turn's, not a second tag of the speech before it. «— Ты куда? — В город.»: with no tag at
        // all, a dash after a sentence's end in speech is the next turn (turns-in-paragraph-ru.ts).
        if (ENDS_SENTENCE.test(before) && opensWithCapital(next) && ((resumedSpeech(text, chunks, chunkStart) && newTurnTagFollows(text, d.end, insideQuote)) || untaggedTurn(part, next))) {
          push(d.index, true);
          chunkStart = d.end;
        }
        continue;
      }
      push(d.index, true);
      speech = false;
      chunkStart = d.end;
      continue;
    }
    const q = quotes.find((x) => x.open >= pos);
    const d = nextSeparator(text, pos, -1, insideQuote);
    if (q && (!d || q.open < d.index)) {
      push(q.open, false);
      // «"Кто?" — "Сестра"»: two quotes with a dash alone between them are two turns, as books that
      // print dialogue in quotes part a quick exchange.
      const previous = chunks[chunks.length - 1];
      const answers = previous?.speech === true && /^["»”']?[,.!?…;]*\s*[—–―-]+\s*$/u.test(text.slice(previous.end, q.open)) && /["»”']/.test(text.slice(previous.end - 1, q.open));
      const first = chunks.length;
      // «"Бог дал мне руки, — говорила Лиза, — ты…"»: dashes inside the quotes set off the author's words.
      let end = q.close;
      const tail = /^[,.!?…;]+/.exec(text.slice(q.close + 1));
      splitSpeech(text, q.open + 1, q.close, chunks);
      if (answers && chunks[first]?.speech === true) chunks[first].answers = true;
      if (tail && chunks.length > 0 && chunks[chunks.length - 1].speech) {
        end = q.close + 1 + tail[0].length;
        chunks[chunks.length - 1].end = end;
      }
      pos = chunkStart = Math.max(end, q.close + 1);
      continue;
    }
    if (!d) break;
    const sofar = text.slice(chunkStart, d.index).trim();
    const next = text.slice(d.end, nextSeparatorAt(text, d.end, insideQuote));
    pos = d.end;
    const quoteNext = quotes.some((x) => x.open >= d.end && text.slice(d.end, x.open).trim() === '');
    if (quoteNext) continue;
    const previous = chunks[chunks.length - 1];
    // A tag opening the paragraph («промолвил Базаров.- Только…») follows the speech of the one before.
    const afterSpeech = (previous?.speech === true && previous.end <= chunkStart) || (chunks.length === 0 && ((carried !== false && !goesOn) || tagCut));
    // «"Иван Игнатьич! - сказала капитанша»: a quote whose closing mark was lost, then a tag.
    const open = /^["«„“']\s*[А-ЯЁ]/.test(sofar) && /[,!?…]$/.test(sofar) && !/[.!?…]\s/.test(sofar) ? text.indexOf(sofar[0], chunkStart) : -1;
    if (open >= 0 && isTag(next)) {
      push(d.index, true, open + 1);
      chunkStart = d.end;
      continue;
    }
    // «…положения. Хорошо - сказал я хладнокровно; - если не хочешь…»: a short sentence in the middle
    // of narration, then a dash and a plain tag of speech («сказал я»), was said.
    const said = saidInNarration(text, chunkStart, d.index);
    if (said !== null && plainTagAfter(text, d.end) && isTag(next)) {
      push(said, false);
      push(d.index, true, said);
      chunkStart = d.end;
      continue;
    }
    let opens: boolean;
    if (sofar === '') {
      // «"…проститься". - Пораженный страхом, я иду…»: after quotes a dash joins the author's words,
      // unless a tag shows the words after it are speech («"…" - Полно врать, - перервала она»).
      opens = afterSpeech && !isTag(next) && !isNarrative(next) && (!afterQuote(text, chunkStart) || tagFollows(text, d.end, insideQuote));
      chunkStart = d.end;
    }
    else if (/:$/.test(sofar)) opens = true;
    // «промолвил Базаров.- Только бабушка…»: a dash glued to the tag's full stop opens speech again,
    // even a sentence that reads like narration.
    // A tag is short: author's words running on for sentences after the speech («"ух!" и перекрестился.
    // В продолжении каждого месяца… помог надеть и в рукава, -- вышло…») are narration, dash or not.
    // «пробормотал он и принялся читать. — А ведь он заснул, — шепнул…»: after the tag's sentence a
    // dash and words that a tag of their own follows are speech again, however they read, spaced or
    // glued; so are words closing the paragraph with «, —» (the tag opens the next paragraph).
    else if (afterSpeech && sofar.length <= MAX_TAG_CHARS && isTagStart(sofar) && ENDS_CLAUSE.test(sofar)) {
      const sentenceEnds = ENDS_SENTENCE.test(sofar);
      opens = !isNarrative(next) || (sentenceEnds && /[.!?…]/.test(text[d.index - 1]) && /[—–―-]/.test(text[d.index])) || shortTag(sofar)
        || (sentenceEnds && opensWithCapital(next) && (tagFollows(text, d.end, insideQuote) || tagInNextParagraph(text, d.end, next)));
    }
    // «— Послушай, мужичок, - сказал я ему - знаешь ли ты эту сторону?»: a tag with no comma before the
    // dash, and the speech goes on in lower case.
    else if (afterSpeech && isTag(sofar) && oneVerb(sofar) && !/[.!?…:;]/.test(sofar) && /^[а-яё]/.test(next.trimStart()) && !isTag(next)) opens = true;
    else {
      const mayOpen = ENDS_SENTENCE.test(sofar) && opensWithCapital(next);
      opens = mayOpen && !isNarrative(next);
      // «…остолбенел. - Савельич заплакал.»: read as the author's, but a dash after a sentence in
      // narration opens speech as often; the line is marked so the author can check.
      if (mayOpen && !opens) doubts.push(d.end);
    }
    if (!opens) continue;
    push(d.index, false);
    speech = true;
    chunkStart = d.end;
  }
  push(text.length, speech);
  const pieces = unmarkedSpeech(text, toPieces(text, chunks));
  for (const pc of pieces) if (pc.kind === 'narration' && !pc.remark && doubts.some((at) => pc.start <= at && at < pc.end)) pc.maybeSpeech = true;
  const last = pieces[pieces.length - 1];
  if (cut !== null && last !== undefined && last.kind !== 'narration' && last.start > cut) last.quoteOpen = 1;
  const first = pieces.findIndex((pc) => pc.kind === 'speech');
  if ((goesOn || bracketFirst) && first >= 0 && (first === 0 || bracketFirst)) Object.assign(pieces[first], { carried: true, continues: true });
  return pieces;
}

/**
 * A paragraph inside a quote cut by the paragraph break before (`paragraphs` so far): speech up to
 * the closing mark (with the author's words set off by dashes inside it), then read as any other.
 */
function insideCarriedQuote(text: string, carriedFor: number, going: boolean): Piece[] {
  // A quotation of many paragraphs opens each of them again and closes only the last («…» / «…» / «…»):
  // a paragraph that reopens it starts the count of paragraphs run anew.
  const paragraphs = /^["«„“]/.test(text) ? 0 : carriedFor;
  const close = carriedQuoteClose(text, findQuotes(text, 'ru'));
  const end = close < 0 ? text.length : close;
  // Speech the story quotes inside it («"Ты не узнал меня?" - сказал он.») is read as in narration.
  const reopened = /^["«„“']/.test(text) ? 1 : 0;
  const nested = findQuotes(text.slice(0, end), 'ru').some((q) => q.open >= reopened && isSpeechQuote(text.slice(0, end), q, 'ru'));
  const chunks: Chunk[] = [];
  if (!nested) splitSpeech(text, 0, end, chunks);
  const head = nested ? tellersWords(text, reopened, end) : toPieces(text, chunks);
  const first = head.find((pc) => pc.kind === 'speech');
  if (first && going && first === head[0] && first.quoted !== true) Object.assign(first, { carried: true, continues: true });
  if (close < 0) {
    const last = head[head.length - 1];
    if (last !== undefined && (last.kind === 'speech' || nested)) last.quoteOpen = paragraphs + 1;
    return head;
  }
  const tail = /^['"»”]\d{0,2}[,.!?…;]*/.exec(text.slice(close))?.[0].length ?? 1;
  const lastHead = head[head.length - 1];
  if (lastHead?.kind === 'speech') {
    lastHead.end = close + tail;
    lastHead.text = text.slice(lastHead.start, close).replace(/["»”']+$/, '') + text.slice(close + 1, close + tail).replace(/^\d+/, '');
  }
  // «…нехороший'.- 'Господи, - шептала старушка, - …'»: a dash before the next quote only parts the two.
  const offset = close + tail + (/^\s*[-—–―]+\s*(?=["«„'])/.exec(text.slice(close + tail))?.[0].length ?? 0);
  const rest = text.slice(offset);
  const after = segmentRussian(rest, false).map((pc) => ({ ...pc, start: pc.start + offset, end: pc.end + offset }));
  // The author's words right after the closing mark («…нехороший'.- 'Господи…») are about the quote.
  return [...head, ...after];
}

/**
 * «продолжала, торопясь, Пульхерия Александровна. - После того она…»: a short tag of one verb that
 * ends its sentence with a full stop; a dash after it opens the speech again, whatever it tells.
 */
function shortTag(sofar: string): boolean {
  return /\.$/.test(sofar) && !/\.\./.test(sofar) && !/[;:!?]/.test(sofar) && isTag(sofar) && oneVerb(sofar) && words(sofar).length <= 6;
}

/**
 * Where the last sentence of the narration from `from` to `to` starts, if it is short (at most six
 * words), capitalised and tells nothing («Хорошо», «Полно, батюшка»): speech that lost its dash.
 */
function saidInNarration(text: string, from: number, to: number): number | null {
  const raw = text.slice(from, to);
  const m = /(?:^|[.!?…;]["»”']?\s+)([А-ЯЁ][^.!?…;:"«»()]*?[,!?…]?)\s*$/u.exec(raw);
  if (!m || words(m[1]).length > 6 || isNarrative(m[1])) return null;
  return from + m.index + m[0].indexOf(m[1]);
}

/**
 * The speech from `at` has its speaker told in this paragraph: the chunk before it is the author's
 * words after speech (a tag), or words that end in a colon and introduce it («…вдруг спросил: — А ты кто?»).
 */
function resumedSpeech(text: string, chunks: Chunk[], at: number): boolean {
  const tag = chunks[chunks.length - 1];
  if (tag === undefined || tag.speech || tag.end > at) return false;
  return chunks[chunks.length - 2]?.speech === true || /:\s*$/.test(text.slice(tag.start, tag.end));
}

function afterQuote(text: string, at: number): boolean {
  return /["»”'][,.!?…;]*\s*$/.test(text.slice(Math.max(0, at - 4), at));
}

/**
 * «"Ну что ж", подумал я, "делать нечего"»: a quote after a speech quote and its tag set off by commas
 * alone is the same speech resumed.
 */
function resumedAfterTag(text: string, quotes: QuoteSpan[], i: number): boolean {
  const previous = quotes[i - 1];
  if (previous === undefined || !isSpeechQuote(text, previous, 'ru')) return false;
  const between = /^[,!?…]\s*(?:(?:—|–|―|--?)\s*)?([^"«»„“”]+?),\s*(?:(?:—|–|―|--?)\s*)?$/u.exec(text.slice(previous.close + 1, quotes[i].open));
  return between !== null && isTag(between[1]) && oneVerb(between[1]);
}

/**
 * «"Да, — сказал он, — пойдем"»: a quote opening the paragraph that closes in it, its tag set off by
 * dashes inside, is read as a quote (splitSpeech), not as speech that lost its dash.
 */
function quotedWhole(quotes: QuoteSpan[]): boolean {
  return quotes.some((q) => q.open === 0);
}

/**
 * «Так как же, Аркадий,- заговорил опять Николай Петрович,- …»: a paragraph whose opening dash was
 * lost still opens with speech when its first clause ends at a dash and a tag of speech follows.
 */
function undashedSpeech(text: string): RegExpExecArray | null {
  // «...И вот я пришел, — сказал он»: speech may open with an ellipsis, the words it breaks off from.
  if (!/^[«"„“']?(?:\.{2,}|…)?\s*[А-ЯЁ]/.test(text)) return null;
  const d = nextSeparator(text, 0, -1, () => false);
  if (!d || !/[,!?…]["»”']?$/.test(text.slice(0, d.index).trimEnd()) || /[.!?…]\s/.test(text.slice(0, d.index))) return null;
  // Its subject a name, or a pronoun when no quote mark opens the paragraph (quotes are read as quotes).
  const subject = /^[«"„“']/.test(text) ? '[А-ЯЁ]' : '(?:[А-ЯЁ]|(?:он|она|я|они)(?=[\\s,.!?…]))';
  const m = new RegExp(`^([а-яё]+)(?:\\s+[а-яё]+)?\\s+${subject}`, 'u').exec(text.slice(d.end));
  const lemma = m ? analyzeWord(m[1]).verbLemma : null;
  return lemma !== null && RU_SPEECH_VERBS.has(lemma) ? /^/.exec(text) : null;
}

/** Speech inside quotes, with the author's words set off by dashes. */
export function splitSpeech(text: string, from: number, to: number, out: Chunk[]): void {
  const region = text.slice(0, to);
  let chunkStart = from;
  let speech = true;
  let pos = from;
  for (;;) {
    // «"Василиса Егоровна прехрабрая дама — заметил важно Швабрин. — …"»: inside quotes too, as in dash
    // speech, a dash with no comma before it sets off a plain tag.
    const d = nextSeparator(region, pos, speech ? chunkStart : -1, () => false, plainTagAfter);
    if (!d) break;
    pos = d.end;
    const before = region.slice(chunkStart, d.index);
    // «"Милая Марья Ивановна, - сказал я ей - будь моею женою"»: a tag needs no comma before the dash.
    const bareTag = !speech && isTag(before) && oneVerb(before) && !/[.!?…:;]/.test(before);
    // In speech nextSeparator already stops only where the clause ends or a plain tag follows.
    if ((!speech && !ENDS_CLAUSE.test(before) && !bareTag) || before.trim() === '') continue;
    if (speech && !isTag(region.slice(d.end, nextSeparatorAt(region, d.end, () => false)))) continue;
    if (region.slice(chunkStart, d.index).trim() !== '') out.push({ start: chunkStart, end: d.index, speech });
    speech = !speech;
    chunkStart = d.end;
  }
  if (region.slice(chunkStart, to).trim() !== '') out.push({ start: chunkStart, end: to, speech });
}

export function toPieces(text: string, chunks: Chunk[]): Piece[] {
  const pieces = chunks.map((c) => ({ ...piece(text, c.start, c.end, c.speech ? 'speech' : 'narration', false), ...(c.quoted ? { quoted: true } : {}), ...(c.answers ? { answers: true } : {}) }));
  for (const [i, pc] of pieces.entries()) {
    if (pc.kind !== 'narration') continue;
    if (chunks[i].bracket && pieces[i + 1]?.kind === 'speech') {
      pc.remark = true;
      pieces[i + 1].continues = true;
      continue;
    }
    const prev = pieces[i - 1];
    const next = pieces[i + 1];
    const after = prev !== undefined && prev.kind !== 'narration' && isTagStart(pc.text);
    const intro = next !== undefined && next.kind !== 'narration' && /:\s*$/.test(pc.text);
    pc.remark = after || intro;
    // «— Да, — сказал он. — Пойдём»: the speech after a one-sentence tag goes on; after a tag that
    // ends its sentence, only when a dash joins them («"Продаю", — отвечала она. "А что…"» is the other).
    const joined = !/[.!?…]["»”']?\s*$/.test(pc.text) || /[—–―-]/.test(text.slice(pc.end, next?.start ?? pc.end));
    if (after && next && next.kind !== 'narration' && joined && !/[.!?…]\s*[—–―-]*\s*[А-ЯЁ]/.test(pc.text)) next.continues = true;
  }
  return pieces.map((p) => ({ ...p, text: p.text.replace(/^["«„“']+/, '').replace(/["»“”']+(?=[,.!?…;]*$)/, '') })).filter((p) => p.text !== '');
}

/** The words after a dash open a sentence of their own: a capital, maybe behind a quote mark. */
function opensWithCapital(next: string): boolean {
  return /^["«„“']?[А-ЯЁ]/.test(next.trimStart());
}

