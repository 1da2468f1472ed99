// Speech the older punctuation leaves with no dash or quotes, found in what the segmenter read as the
// author's words (Пушкин's and Карамзин's editions print it so):
//
//  «Я отвернулся и сказал ему: Поди вон, Савельич; я чаю не хочу. Но…»   after a colon and a verb of speech
//  «— Полно врать, — перервала она; ты, знать, хочешь собрать совещание»   the tag ends at a semicolon
//  «Час от часу не легче! подумал я про себя; к чему…»                   an exclamation, then a bare tag
import type { Piece } from './segment-lines.ts';
import { analyzeWord } from './morphology.ts';
import { isNarrative, isTag, plainTagAfter } from './speech-cues-ru.ts';
import { eachWord, words } from './text.ts';
import { RU_SPEECH_VERBS, RU_THOUGHT_VERBS, RU_UTTERANCE_VERBS } from './verbs.ts';

// Every case of «ты», «вы», «твой», «ваш» («с просьбой к вашей милости», «по твоему слову»).
const SECOND_PERSON = /(?:^|[^а-яё])(?:ты|вы|тебя|тебе|тобой|тобою|вас|вам|вами|тво(?:й|я|е|ё|его|ему|им|ем|ей|ею|ю|и|их|ими)|ваш(?:|а|е|его|ему|им|ем|ей|ею|у|и|их|ими))(?=$|[^а-яё])/iu;

function saysOrThinks(word: string): boolean {
  const lemma = analyzeWord(word.toLowerCase()).verbLemma;
  return lemma !== null && (RU_SPEECH_VERBS.has(lemma) || RU_THOUGHT_VERBS.has(lemma));
}

/** A clause that addresses someone or exclaims: «ты, знать, хочешь…», «к чему послужило мне то…!». */
function speaks(clause: string): boolean {
  if (SECOND_PERSON.test(clause) || /[!?]["»”']?\s*$/.test(clause)) return true;
  // The present of «нет» or a verb of the first or second person: the author tells in the past
  // («отвечал он; невесть и так куда заехали: дороги нет, и мгла кругом»).
  if (/(?:^|[\s,:])нет(?=[\s,.;:!?…]|$)/u.test(clause)) return true;
  return words(clause).some((w) => /^[12]/.test(analyzeWord(w.text.toLowerCase()).personNumber ?? ''));
}

// Sentences end at a mark followed by a capital («княжна X......я, худенькая» is one).
const SENTENCE_BREAK = /(?<=[.!?…])\s+(?=[А-ЯЁ])/u;

/** A sentence turns to someone: «ты», «вам», «ваш», or a verb of the second person. */
const turnsToSomeone = (sentence: string): boolean => SECOND_PERSON.test(sentence) || secondPersonVerb(sentence);

/**
 * A paragraph with no dash after one that ended in speech, that talks to someone and tells nothing:
 * the speech going on past a break of the old edition («…А уж к ней непременно.» / «Это совершенно
 * неожиданный характер! Верите вы мне?»). `head` is its text up to its first dash.
 */
export function speechGoesOn(head: string, thirdPerson = false): boolean {
  // Quotes in it are speech inside the author's words («Швабрин переменился в лице. "Вы мне…"»).
  if (/["«»„“”']/.test(head)) return false;
  const sentences = head.split(SENTENCE_BREAK).filter((x) => x.trim() !== '');
  // The first sentence turns to someone: «Вам нисколько не нужно…», «Разве ты не влюблен…».
  const first = sentences[0];
  if (first === undefined) return false;
  // It turns to someone: at once («Вам нисколько не нужно…», «Разве ты не влюблен…»), or later with
  // the deferential «-с» only speech has («…не принимал. Прощайте-с»).
  // In a book whose narrator never says «я», «я» is a character's («Позади меня уже так много…»).
  const self = thirdPerson && sentences.some((x) => FIRST_PERSON.test(x));
  if (!(self || turnsToSomeone(first) || sentences.some((x) => DEFERENTIAL.test(x)))) return false;
  return !sentences.some((x) => isNarrative(x.trim()));
}

// Singular only: an author may say «мы» to the reader; not a letter closing an abbreviation («княжна X......я»).
const FIRST_PERSON = /(?:^|[\s,(—–-])(?:я|меня|мне|мной|мною)(?=$|[^а-яё])/iu;

/**
 * A book told in the third person: «я» is rare in its paragraphs that open with neither a dash nor a
 * quote (Шинель 2, Отцы и дети 4, Преступление и наказание 8 in a thousand words; Капитанская дочка 45,
 * Бедная Лиза 23).
 */
export function thirdPersonBook(paragraphs: string[]): boolean {
  let n = 0;
  let self = 0;
  for (const p of paragraphs) {
    if (/^\s*[-—–―"«„“']/.test(p)) continue;
    eachWord(p, (start, end) => {
      n++;
      // None of the pronouns is longer than four letters: the longer words are only counted.
      if (end - start <= 4 && /^(?:я|меня|мне|мной|мною)$/i.test(p.slice(start, end))) self++;
    });
  }
  return n > 0 && self / n < 0.015;
}

const DEFERENTIAL = /[а-яё]-с(?=$|[^а-яё-])/iu;

function secondPersonVerb(clause: string): boolean {
  return words(clause).some((w) => analyzeWord(w.text.toLowerCase()).personNumber?.startsWith('2') === true);
}

/**
 * A short paragraph with no dash and no quotes, after narration, made only of questions and cries that
 * turn to someone and tell nothing, one of them a question («Эй, Федот! Где ты пропадал?»): a turn whose dash the old edition
 * never printed. A narrator's own question or cry turns to nobody («Что было делать?»).
 */
export function calledOut(text: string): boolean {
  if (text.length > 200 || !/^[А-ЯЁ]/.test(text) || /["«»„“”'—–―]|\s-\s|--/.test(text)) return false;
  const sentences = text.split(SENTENCE_BREAK).map((x) => x.trim()).filter((x) => x !== '');
  // A question among them: cries alone are as often a verse of a song or an epigraph («Ах ты, девка, девка красная!»).
  if (sentences.length === 0 || !sentences.every((x) => /[!?]\.{0,2}$/.test(x)) || !/\?/.test(text)) return false;
  return sentences.some(turnsToSomeone) && !sentences.some((x) => isNarrative(x));
}

/** The pieces with speech found inside the author's words split out of them. */
export function unmarkedSpeech(text: string, pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const [i, pc] of pieces.entries()) {
    if (pc.kind !== 'narration') {
      out.push(pc);
      continue;
    }
    const afterSpeech = i > 0 && pieces[i - 1].kind !== 'narration';
    const closed = afterSpeech ? bracketClosed(text, pieces[i - 1], pc) : -1;
    if (closed < 0) {
      out.push(...splitNarration(text, pc, afterSpeech));
      continue;
    }
    // «…самоуверенности... ('Да помоги же мне!' - думал Аркадий, но Катя не поворачивала головы.) Если б я
    // мог надеяться...»: the author's words in brackets the speech opened, and the speech goes on after them.
    out.push(part(text, pc.start, closed, 'narration', { remark: true }));
    const resumed = part(text, closed, pc.end, 'speech', { continues: true });
    if (resumed.text !== '') out.push(resumed);
  }
  return out;
}

/** Where the author's words a bracket opened in the speech before `pc` close inside it (after the mark), or -1. */
function bracketClosed(text: string, speech: Piece, pc: Piece): number {
  const opened = (speech.text.match(/\(/g) ?? []).length - (speech.text.match(/\)/g) ?? []).length;
  if (opened <= 0) return -1;
  let depth = 0;
  for (let k = pc.start; k < pc.end; k++) {
    if (text[k] === '(') depth++;
    else if (text[k] === ')' && --depth < 0) {
      const after = /^\)[.,;]?\s*/.exec(text.slice(k, pc.end))?.[0] ?? ')';
      return /^[«"„“']?[А-ЯЁа-яё]/.test(text.slice(k + after.length, pc.end)) ? k + after.length : -1;
    }
  }
  return -1;
}

function part(text: string, start: number, end: number, kind: Piece['kind'], extra: Partial<Piece> = {}): Piece {
  while (start < end && /\s/.test(text[start])) start++;
  while (end > start && /\s/.test(text[end - 1])) end--;
  return { text: text.slice(start, end), kind, start, end, remark: false, ...extra };
}

/** The narration from `start` to `end` after speech: a remark about it if it opens in lower case. */
function narrationAfter(text: string, pc: Piece, start: number): Piece[] {
  // «…не проведешь! - Иван Кузмич вытаращил глаза»: the dash that parts them stays out of both.
  const p = part(text, start + (/^\s*[-—–―]+(?=\s)/.exec(text.slice(start, pc.end))?.[0].length ?? 0), pc.end, 'narration');
  if (p.text === '') return [];
  return splitNarration(text, { ...pc, ...p, remark: /^[а-яё(]/.test(p.text) }, true);
}

function splitNarration(text: string, pc: Piece, afterSpeech: boolean): Piece[] {
  const s = pc.text;
  // An exclamation or a question, then a bare tag in lower case: «Час от часу не легче! подумал я про себя»;
  // a call repeated or a few cries before it too («Матвей! Матвей! кричала старуха»).
  const exclaimed = !afterSpeech ? /^((?:[А-ЯЁ][^.!?…;:"«»()]{0,120}?[!?]+\s+){0,3}[А-ЯЁ][^.!?…;:"«»()]{0,120}?[!?]+(?:\.\.)?)\s+(?=[а-яё])/u.exec(s) : null;
  if (exclaimed && plainTagOrThought(s, exclaimed[0].length)) {
    const at = pc.start + exclaimed[0].length;
    const speech = part(text, pc.start, pc.start + exclaimed[1].length, 'speech');
    return [speech, ...narrationAfter(text, pc, at)];
  }
  // No marks, a bare tag set off by commas: «Поди вон, сказал я Савельичу, я чаю не хочу.».
  const commaTagged = !afterSpeech ? commaTag(text, pc) : null;
  if (commaTagged) return commaTagged;
  // A tag after speech that ends at a semicolon, and the speech goes on: «перервала она; ты, знать, хочешь…».
  const semi = afterSpeech ? /^([^;.!?…:"«»]+);\s+(?=[а-яё])/u.exec(s) : null;
  if (semi && isTag(semi[1])) {
    const rest = s.slice(semi[0].length);
    const sentence = /^[^.!?…]*[.!?…]*/.exec(rest)?.[0] ?? rest;
    // «заключила она; затем осторожно… принялась расспрашивать»: the author's words go on telling.
    if (speaks(sentence) && !/^(?:затем|потом|после|тут|тогда|и|а|но|наконец|вдруг)(?=[\s,])/u.test(sentence)) {
      const at = pc.start + semi[0].length;
      const end = at + sentence.length;
      const out = [part(text, pc.start, pc.start + semi[1].length + 1, 'narration', { remark: true }), part(text, at, end, 'speech', { continues: true })];
      return [...out, ...narrationAfter(text, pc, end)];
    }
  }
  // A verb of speech before a colon, and a capital after it: «сказал ему: Поди вон, Савельич; …»
  // (lower case and foreign words below).
  for (const colon of s.matchAll(/(^|[.!?…;]\s+)([^.!?…;:"«»()]*?):\s+(?=[А-ЯЁа-яёA-Za-z])/gu)) {
    if (!introducesSpeech(colon[2])) continue;
    const at = pc.start + colon.index + colon[0].length;
    // «сказал ему: bon soir1, и ушел»: words in a foreign script are said as they are, up to the Russian.
    const foreign = /^[A-Za-z][A-Za-z'’ ,-]*[A-Za-z]\d?[,;!?.]?/.exec(text.slice(at, pc.end))?.[0];
    const sentence = foreign ?? /^[^.!?…]*[.!?…]+/.exec(text.slice(at, pc.end))?.[0] ?? text.slice(at, pc.end);
    // In lower case only a thought («Он подумал: надо уходить.») or a question or a cry («спросил:
    // направо аль налево?») is the words themselves; «сказал: что…» may be telling what was said.
    if (/^[а-яё]/.test(text[at]) && !THOUGHT_COLON.has(sayVerb(colon[2]) ?? '') && !/[?!]["»”']?$/.test(sentence.trimEnd())) continue;
    const end = at + sentence.length + (foreign === undefined ? saidOn(text.slice(at + sentence.length, pc.end)) : 0);
    const before = part(text, pc.start, at, 'narration', { remark: true });
    const out = before.text === '' ? [] : [before];
    out.push(part(text, at, end, 'speech'));
    return [...out, ...narrationAfter(text, pc, end)];
  }
  return [pc];
}

/**
 * «закричал: Стой! Стрелять буду! Все замерли.»: the sentences after the first that address someone
 * or exclaim and tell nothing are the same words going on; how many characters of `rest` they take.
 */
function saidOn(rest: string): number {
  let taken = 0;
  for (;;) {
    const next = /^\s+([А-ЯЁ][^.!?…]*[.!?…]+)/u.exec(rest.slice(taken));
    if (!next || !speaks(next[1]) || isNarrative(next[1])) return taken;
    taken += next[0].length;
  }
}

/** Words that tell: a verb in the past or a gerund («Оглядевшись, он засунул руку…, заметил он камень»). */
function tells(clause: string): boolean {
  return words(clause).some((w) => {
    const info = analyzeWord(w.text.toLowerCase());
    return info.pos === 'GRND' || (info.pos === 'VERB' && info.past !== null);
  });
}

/**
 * No marks at all, a bare tag set off by a comma in the paragraph's first sentence: «Поди вон, сказал я
 * Савельичу, я чаю не хочу.», «Ну, брат, плохо дело, сказал он со вздохом.». The words before the tag
 * must not tell (no past verb nor gerund), and the speech goes on after the tag's comma to the sentence's end.
 */
function commaTag(text: string, pc: Piece): Piece[] | null {
  const s = pc.text;
  // A cry or a question the sentence goes on after in lower case is inside it («Слава богу! наконец-то, подумал я»).
  const sentence = /^[А-ЯЁ](?:[^.!?…;:"«»()—–]|[!?]+(?=\s+[а-яё]))*/u.exec(s)?.[0] ?? '';
  for (const m of sentence.matchAll(/,\s+(?=[а-яё])/gu)) {
    const at = m.index + m[0].length;
    if (!plainTagOrThought(s, at) || tells(s.slice(0, m.index))) continue;
    const tag = /^[^,.!?…;:]*[,.!?…;]?/u.exec(s.slice(at))?.[0] ?? '';
    const out = [part(text, pc.start, pc.start + m.index + 1, 'speech'), part(text, pc.start + at, pc.start + at + tag.length, 'narration', { remark: true })];
    const rest = s.slice(at + tag.length);
    if (!tag.endsWith(',') || !/^\s*[а-яё]/u.test(rest)) return [...out, ...narrationAfter(text, pc, pc.start + at + tag.length)];
    const said = /^[^.!?…]*[.!?…]+/u.exec(rest)?.[0] ?? rest;
    const end = pc.start + at + tag.length + said.length;
    return [...out, part(text, pc.start + at + tag.length, end, 'speech', { continues: true }), ...narrationAfter(text, pc, end)];
  }
  return null;
}

// Verbs after which a colon and a capital open what was said or thought, not an explanation
// («удивился: Фенечка никогда не ласкалась…», «сказал правду: …» are the author's).
const SAY_COLON = new Set([...RU_UTTERANCE_VERBS, 'говорить', 'крикнуть', 'кричать', 'вскрикнуть', 'шепнуть', 'шептать',
  'молвить', 'вымолвить', 'произносить', 'повторить', 'повторять', 'твердить', 'прибавить', 'добавить', 'подумать', 'думать',
  'петь', 'запеть', 'пропеть']);

// After these a colon opens the thought even in lower case («Он подумал: надо уходить.»).
const THOUGHT_COLON = new Set(['подумать', 'думать']);

// Objects of a verb of saying that name words, not a thing said about («сказал правду:» is the author's).
const SPEECH_NOUN = /^(?:следующее|слово|слова|словами|фразу|речь|вот)$/iu;

// «А он мне:», «а я ему:»: a subject and the one spoken to, the verb of saying left out.
const ELLIPTIC_SAY = /(?:^|[\s,])(?:я|он|она|они|мы|ты)\s+(?:ему|ей|им|мне|нам|вам|тебе)\s*$/iu;

const SING = new Set(['петь', 'запеть', 'пропеть']);

/**
 * «сказал «приходи завтра»», «отвечал «не знаю»»: a verb of saying or thinking right before a quote says
 * its words (not one of singing: «запел «Лучинушку»» names a song).
 */
export function saysQuote(before: string): boolean {
  const last = /([а-яё]+)\s*$/iu.exec(before.slice(-40))?.[1];
  const info = last === undefined ? null : analyzeWord(last.toLowerCase());
  // «хотел было закричать "караул"»: a cry only wished for is not said.
  if (info === null || info.verbLemma === null || info.pos === 'INFN') return false;
  return SAY_COLON.has(info.verbLemma) && !SING.has(info.verbLemma);
}

/** The lemma of the last verb of saying in the clause. */
function sayVerb(clause: string): string | null {
  const lemmas = words(clause).map((w) => analyzeWord(w.text.toLowerCase()).verbLemma);
  return lemmas.findLast((l) => l !== null && SAY_COLON.has(l)) ?? null;
}

// «обернулся ко мне:», «обратился к нам:»: turning to someone, the words to them after the colon.
const TURN_TO = new Set(['обратиться', 'обернуться', 'повернуться']);

/** «сказал ему:», «подумал я про себя:»: a verb of saying, and after it no thing it says («сказал правду:»). */
export function introducesSpeech(clause: string): boolean {
  if (ELLIPTIC_SAY.test(clause)) return true;
  const ws = words(clause);
  const turn = ws.findLastIndex((w) => TURN_TO.has(analyzeWord(w.text.toLowerCase()).verbLemma ?? ''));
  if (turn >= 0 && ws.length - turn <= 5 && ws.slice(turn + 1).some((w) => /^(?:к|ко)$/i.test(w.text))) return true;
  const at = ws.findLastIndex((w) => {
    const lemma = analyzeWord(w.text.toLowerCase()).verbLemma;
    return lemma !== null && SAY_COLON.has(lemma);
  });
  if (at < 0) return false;
  // «произнес следующее:», «сказал слова, которые я запомнил:»: what it says is named as words.
  if (ws.slice(at + 1, at + 3).some((w) => SPEECH_NOUN.test(w.text))) return true;
  if (ws.length - at > 5) return false;
  return ws.slice(at + 1).every((w) => !analyzeWord(w.text.toLowerCase()).inanimateNoun);
}

/** «подумал я про себя», «сказал я»: a plain tag, or a verb of thought and its subject. */
function plainTagOrThought(s: string, at: number): boolean {
  if (plainTagAfter(s, at)) return true;
  const m = /^([а-яё]+)\s+(я|он|она|[А-ЯЁ][а-яё]+)(?=[\s,.;!?…]|$)/u.exec(s.slice(at));
  return m !== null && analyzeWord(m[1]).past !== null && saysOrThinks(m[1]);
}
