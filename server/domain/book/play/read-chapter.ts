// A play's chapter → lines. Each replica is speech of its labelled person, the label itself never a
// line; remarks in parentheses inside a replica are stage lines of kind `remark`; stage directions
// between replicas are stage lines of kind `direction`; headings and the cast list are narration.
// Paragraphs without a label after a replica are more of it or a direction (stage-text.ts).
import type { AnalyzedLine, SourceParagraph } from '../types.ts';
import { NARRATOR_KEY } from '../types.ts';
import type { StageKind } from '../../../contract/enums.ts';
import { labelKey, type LabelHit } from './labels.ts';
import type { PlayPerson } from './people.ts';
import { remarkGender, selfGender } from './gender.ts';
import { groupChanges, type Crowd } from './crowd.ts';
import { continuesReplica, isHeading, isParenthesized, isVerseLine, remarkRunsOn, textSigns, wrappedParenthesis } from './stage-text.ts';
import { leaves } from './leaving.ts';

export interface PlayStyle {
  byLabel: Map<string, PlayPerson>;
  /** The play's labels' words, folded: a direction names them («Маша садится»). */
  names: Set<string>;
  /** Directions in this book come in parentheses, so bare text after a replica is more of it. */
  parenDirections: boolean;
  /** Labels that open a replica in the middle of a paragraph («…уезжать. Маша. А вы…»), or null. */
  inlineLabels: RegExp | null;
  /** The book runs replicas together often (its lines were joined): one such label is enough to cut. */
  runTogether: boolean;
  /** Who «Первый», «Другой», «Она» stand for in the group now on stage. */
  crowd: Crowd;
}

interface Open {
  person: PlayPerson;
  /** The last paragraph was this replica's speech (not a direction after it). */
  lastWasSpeech: boolean;
  /** The replica's last paragraph of speech. */
  lastSpeech: string;
  /** The label stood alone («МАША» on its own line): the next paragraph is its speech. */
  expectSpeech: boolean;
  /** Short paragraphs of speech in a row: lines of verse. */
  verse: number;
  /** The label's remark runs on into the next paragraph («Купец (наддавая» / «коленкой). Эй!»). */
  remarkOpen?: boolean;
  /** The replica ended with a remark that sends its speaker off («(Уходит.)»). */
  gone?: boolean;
}

export function readPlayChapter(paragraphs: SourceParagraph[], hits: Array<LabelHit | null>, cast: Set<number>, style: PlayStyle): AnalyzedLine[] {
  const lines: AnalyzedLine[] = [];
  let block = 0;
  let pid = 0;
  const push = (text: string, start: number, end: number, speaker: string, stage?: StageKind) => {
    while (start < end && /\s/.test(text[start])) start++;
    while (end > start && /\s/.test(text[end - 1])) end--;
    const t = text.slice(start, end);
    if (!/[\p{L}\d]/u.test(t)) return;
    const speech = speaker !== NARRATOR_KEY;
    if (stage && groupChanges(t)) style.crowd.change();
    lines.push({
      text: t, kind: speech ? 'speech' : 'narration', blockId: block, paragraphId: pid, speaker, confidence: 1, review: false, issue: '',
      ...(stage ? { stage } : {}),
    });
  };

  /** Speech from `from` to `to`, with remarks in parentheses cut out and replicas run into it split off. */
  const speak = (text: string, from: number, person: PlayPerson, to = text.length): PlayPerson => {
    let who = person;
    let pos = from;
    for (const cut of replicaCuts(text, from, to, style)) {
      speakOne(text, pos, cut.at, who);
      // Resolved after the speech before it, whose remarks may have brought on a new group.
      who = style.crowd.resolve(cut.person);
      pos = cut.speechStart;
    }
    speakOne(text, pos, to, who);
    return who;
  };
  const speakOne = (text: string, from: number, to: number, person: PlayPerson) => {
    const re = /\(([^()]*)\)[.,:]?/g;
    re.lastIndex = from;
    let pos = from;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null && m.index < to) {
      // «(я не знаю, как назвать)»: words to someone in parentheses are speech, not a remark.
      const signs = textSigns(m[1], style.names);
      if (signs.speech >= 2 && signs.direction === 0 && !/[?!]/.test(m[1])) continue;
      push(text, pos, m.index, person.key);
      remark(text, m.index + 1, m.index + 1 + m[1].length, person);
      pos = m.index + m[0].length;
    }
    push(text, pos, to, person.key);
    selfGender(text.slice(from, to), person.votes);
  };

  /** A remark from `start` to `end`, and what it tells of the gender of `person`, whom it is about. */
  const remark = (text: string, start: number, end: number, person: PlayPerson) => {
    push(text, start, end, NARRATOR_KEY, 'remark');
    person.votes.add(remarkGender(text.slice(start, end)), 2);
  };

  // A book that prints its directions in parentheses prints bare text only for speech.
  // «КОНЕЦ», «Занавес» alone are stage text even after a label whose replica is only its remark (not
  // in verse, nor where directions are in parentheses: «Конец.» may be said).
  const stageAlone = (text: string, open: Open) => !style.parenDirections && open.verse < 2 && STAGE_ALONE.test(text);
  const continues = (text: string, open: Open): boolean => !stageAlone(text, open) && (
    open.expectSpeech || style.parenDirections || (open.gone === true ? calledBack(text, style.names) : continuesReplica(text, open.lastWasSpeech ? open.lastSpeech : null, style.names, open.verse >= 2)));
  const plain = (i: number) => hits[i] === null && !cast.has(i) && !isHeading(paragraphs[i].text) && !isParenthesized(paragraphs[i].text);

  let open = null as Open | null;
  const texts = paragraphs.map((p) => p.text);
  // A parenthesis hard-wrapped over paragraphs: until `wrapEnd`, stage text of kind `wrapKind`.
  let wrapEnd = -1;
  let wrapKind: StageKind = 'direction';
  /**
   * Speech of paragraph `pid` from `from` (speak), up to a remark that opens there and runs on into the
   * next paragraphs (remarkRunsOn), then that remark. Returns who spoke last and where the remark
   * opens (-1 for none).
   */
  const speakOn = (text: string, from: number, person: PlayPerson): { who: PlayPerson; runsOn: number } => {
    const runsOn = remarkRunsOn(texts, pid, from);
    const who = speak(text, from, person, runsOn < 0 ? text.length : runsOn);
    if (runsOn >= 0) remark(text, runsOn + 1, text.length, who);
    return { who, runsOn };
  };
  for (; pid < paragraphs.length; pid++) {
    const p = paragraphs[pid];
    const text = p.text;
    if (p.breakBefore && pid > 0) block++;
    if (pid < wrapEnd) {
      push(text, 0, text.length, NARRATOR_KEY, wrapKind);
      continue;
    }
    let wrapFrom = 0;
    if (pid === wrapEnd) {
      // Its last paragraph: up to the parenthesis; what follows it is the replica's.
      const close = text.indexOf(')');
      push(text, 0, close, NARRATOR_KEY, wrapKind);
      wrapFrom = /^\)[.,:;]?\s*/.exec(text.slice(close))![0].length + close;
      if (wrapFrom >= text.length) continue;
    } else if (hits[pid] === null && !cast.has(pid) && (wrapEnd = wrappedParenthesis(texts, pid)) > 0) {
      // A remark where the replica goes on after it, else a direction.
      const close = texts[wrapEnd].indexOf(')');
      const after = texts[wrapEnd].slice(close + 1).replace(/^[.,:;]?\s*/, '');
      wrapKind = open !== null && after !== '' && continues(after, { ...open, lastWasSpeech: true, lastSpeech: '' }) ? 'remark' : 'direction';
      if (open && wrapKind === 'direction') open.lastWasSpeech = false;
      push(text, 1, text.length, NARRATOR_KEY, wrapKind);
      continue;
    }
    // «Жульета.) Посмотрим здесь.»: a paragraph that closes the remark run on into it is its rest,
    // whatever word opens it.
    const hit: LabelHit | null = wrapFrom > 0 || (open?.remarkOpen === true && /^[^()]*\)/.test(text)) ? null : hits[pid];
    if (cast.has(pid) || (!hit && isHeading(text))) {
      push(text, 0, text.length, NARRATOR_KEY);
      open = null;
      continue;
    }
    if (hit) {
      const labelled = style.byLabel.get(hit.key);
      const person = labelled && style.crowd.resolve(labelled);
      if (person) {
        if (hit.remark) remark(text, hit.remark[0], hit.remark[1], person);
        const { who: last, runsOn } = speakOn(text, hit.speechStart, person);
        const said = hit.speechStart < text.length;
        open = { person: last, lastWasSpeech: said, lastSpeech: text.slice(hit.speechStart), expectSpeech: !said, verse: said && isVerseLine(text.slice(hit.speechStart)) ? 1 : 0 };
        open.remarkOpen = (hit.remark !== null && hit.remark[1] === text.length) || runsOn >= 0;
        open.gone = said && endsGone(text);
        continue;
      }
    }
    let from = wrapFrom;
    if (wrapFrom > 0 && open) open.expectSpeech = wrapKind === 'remark';
    if (open?.remarkOpen && !hit) {
      // The rest of the label's remark, up to its closing parenthesis; then the speech.
      const close = /^([^()]*)\)[.,:]?\s*/.exec(text);
      const end = close ? close[1].length : text.length;
      remark(text, 0, end, open.person);
      if (!close) continue;
      open.remarkOpen = false;
      from = close[0].length;
      if (from >= text.length) continue;
    } else if (open) open.remarkOpen = false;
    // «(Садится.)» alone, or «(Входит в кабинет.) Все благополучно…»: the parenthesis is a remark when
    // the replica goes on after it (here or in the next paragraph), else a direction.
    // «(Преображенцы (двое, сыновья Салтыкова) улыбаются.)»: a parenthesis may hold one of its own.
    const lead = from === 0 && wrapFrom === 0 ? /^\(((?:[^()]|\([^()]*\))*)\)[.,:]?\s*/.exec(text) : null;
    if (lead) {
      from = lead[0].length;
      const rest = text.slice(from);
      const after = rest ? rest : pid + 1 < paragraphs.length && plain(pid + 1) ? paragraphs[pid + 1].text : null;
      // A remark that sends the speaker off counts only where nothing follows it in the paragraph.
      const gone = !rest && leaves(lead[1]);
      // Alone in its paragraph, what the next one is decides, read on its own (a line ending in a colon
      // after a remark, «Показывается несколько человек; один говорит:», may be a direction).
      const inside = open !== null && after !== null && !gone && continues(after, { ...open, lastWasSpeech: rest !== '', lastSpeech: '' });
      if (open && gone) open.gone = true;
      if (open && !rest) open.lastWasSpeech = false;
      push(text, 1, 1 + lead[1].length, NARRATOR_KEY, inside ? 'remark' : 'direction');
      if (open && inside) open.person.votes.add(remarkGender(lead[1]), 2);
      if (!rest) continue;
      if (open && inside) {
        open.expectSpeech = true;
      }
    }
    const rest = text.slice(from);
    if (open && continues(rest, open)) {
      const { who, runsOn } = speakOn(text, from, open.person);
      open.person = who;
      open.remarkOpen = runsOn >= 0;
      open.gone = endsGone(rest);
      open.lastWasSpeech = true;
      open.lastSpeech = rest;
      open.verse = isVerseLine(rest) ? open.verse + 1 : 0;
      open.expectSpeech = false;
      continue;
    }
    push(text, from, text.length, NARRATOR_KEY, 'direction');
    if (open) {
      open.lastWasSpeech = false;
      open.expectSpeech = false;
      open.verse = 0;
    }
    // «Занавес» ends the act: what follows it unlabelled («Между третьим и четвертым действием
    // проходит два года.») goes on no replica.
    if (CURTAIN.test(rest.trim())) open = null;
  }
  return lines;
}

// «Занавес» alone, the act's end («Занавес опускается.» may be a play inside the play: Треплев goes on).
const CURTAIN = /^занавес\.?$/iu;

// A stage word alone: the end, the curtain, a pause, a silence («Молчание!» is said).
const STAGE_ALONE = /^(?:конец|занавес|пауза|молчание|темнота|тишина)\.?$/iu;

/**
 * Once the speaker has gone off («…Прощайте. (Уходит.)»), what follows unlabelled is stage text,
 * unless it goes on a sentence in small letters or is cried back, a question or an exclamation
 * («Мосье! К пятнице!» from the door).
 */
function calledBack(text: string, names: Set<string>): boolean {
  if (/^\p{Ll}/u.test(text)) return true;
  return textSigns(text, names).speech >= 4;
}

/** «Прощайте. (Уходит.)»: the paragraph ends with a remark that sends the speaker off. */
function endsGone(text: string): boolean {
  const m = /\(([^()]*)\)[.,:;]?\s*$/.exec(text);
  return m !== null && leaves(m[1]);
}

interface Cut {
  at: number;
  speechStart: number;
  person: PlayPerson;
}

/**
 * «Тригорин. Мне самому не хочется уезжать. Маша. А вы попросите… Тригорин. Нет…»: replicas printed
 * in one paragraph. Unless the book does that often, one name and a full stop is more likely said
 * («…Иди сюда. Осип. Осип!»): a paragraph is cut only where it holds two labels or more. Cuts are
 * looked for from `from` up to `to`.
 */
function replicaCuts(paragraph: string, from: number, to: number, style: PlayStyle): Cut[] {
  if (!style.inlineLabels) return [];
  // Only what comes before `to` (a remark that runs on into the next paragraphs) is cut.
  const text = to < paragraph.length ? paragraph.slice(0, to) : paragraph;
  const cuts: Cut[] = [];
  let speechFrom = from;
  // How often the play prints a form: «Господин Телятев» said by a servant is rare, «Андрей» is not.
  const rare = (form: string, person: PlayPerson) => (person.forms.get(form) ?? 0) < 3;
  let lastRare = false;
  for (const m of text.matchAll(style.inlineLabels)) {
    if (m.index < from) continue;
    const person = style.byLabel.get(labelKey(m[1]));
    if (!person) continue;
    const cut = { at: m.index, speechStart: m.index + m[0].length, person };
    // No replica is empty: of two labels in a row one is said. «Андрей. Господин Телятев. Лидия.
    // Проси.» (a servant announcing someone), «…подписано: А. Пушкин. Бенкендорф. Прочитайте»: the
    // form the play seldom prints is the one said; of two it prints often, the later is the label.
    const isRare = rare(m[1], person);
    if (!/[\p{L}\d]/u.test(text.slice(speechFrom, m.index))) {
      if (isRare && !lastRare) continue;
      if (cuts.length > 0 && lastRare) cuts.pop();
    }
    cuts.push(cut);
    speechFrom = cut.speechStart;
    lastRare = isRare;
  }
  return cuts.length >= 2 || style.runTogether ? cuts : [];
}
