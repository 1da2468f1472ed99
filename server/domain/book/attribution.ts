// Who says each piece of speech, by rules, in reading order:
//  1. the tag — the author's words right after the speech or before it with a colon — names the
//     speaker («сказал Иван», «Иван сказал:»), or a pronoun («ответила она»: the person of that gender
//     the text was just about, or whose turn it is; «я»: the narrator), or a description
//     («повторил старик»); a tag with no subject («— Нельзя, — сказал, —») continues the sentence before;
//  2. speech going on after a tag keeps its speaker; two speeches side by side are two people;
//  3. no tag: the narration next to the speech («Аркадий покраснел. — Не надо»), an answer to a call
//     by name, the other person of a clean two-person exchange;
//  4. otherwise a guess, marked for review with the reason.
import { NARRATOR_KEY, type AnalyzedLine } from './types.ts';
import { markOutOfStep, turnNote, type TurnNote } from './phase.ts';
import { tellerDecision } from './teller.ts';
import type { Mention } from './names.ts';
import type { Piece } from './segment-lines.ts';
import { readNarration, nounKey } from './entities.ts';
import { sentences, subjectsOf, type Referent } from './subjects.ts';
import { fromExchange, otherVoice, UNKNOWN_KEY, type Decision, type Situation, type Told } from './resolve.ts';
import { vocativesIn } from './vocatives.ts';
import { answersAfterTag } from './answer-after-tag.ts';
import { continuedFrom, isContinuation, laterCalls, linkAddressee, relabelLinked } from './calls.ts';
import { decide, fromText } from './tags.ts';
import { chooseFor, traceChoice, type Choice, type SpeakerTrace } from './choose.ts';
import { firstSpeech, silentAnswer } from './silence.ts';
import { closeTo, closingSubject } from './turn-context.ts';
import { selfNamed, selfNamedDecision } from './self-naming.ts';
import type { ParagraphWork, SpeakerContext } from './speaker-context.ts';
import { ruSpeakerBasis } from './speaker-basis.ts';

export { UNKNOWN_KEY, type SpeakerTrace };

/** Characters of narration after which a dialogue is over (a new one starts with the next speech). */
const LONG_NARRATION = 400;
/** The same for narration that opens a paragraph with speech (a scene told before the first words). */
const OPENING_NARRATION = 120;

interface PieceState {
  decisions: Array<Decision | undefined>;
  choices: Array<Choice | null>;
  local: Told[];
  vocatives: string[];
  /** The one the utterance's tag says it was said to («говорил Базаров Аркадию»). */
  spokenTo: string[];
  /** Subjects of the paragraph's latest narration piece. */
  tail: Told[];
}

export function attributeChapter(paras: ParagraphWork[], ctx: SpeakerContext): AnalyzedLine[] {
  const lines: AnalyzedLine[] = [];
  const d = ctx.discourse;
  d.breakExchange();
  d.forget();
  ctx.chapterLinks.clear();
  ctx.chapterSpoke.clear();
  ctx.chapterMentions.clear();
  for (const p of paras) {
    for (const m of p.mentions) {
      const key = ctx.registry.resolve(m);
      if (key) ctx.chapterMentions.set(key, (ctx.chapterMentions.get(key) ?? 0) + 1);
    }
  }
  ctx.chapterTop = [...ctx.chapterMentions.entries()].filter(([k]) => !k.startsWith('d:')).sort((a, b) => b[1] - a[1]).map(([k]) => k);
  let blockId = 0;
  let previousNarration = null as ParagraphWork | null;
  let before: Told[] = [];
  let previousHadSpeech = false;
  /** The last speech of the paragraph before, for a paragraph that goes on with it. */
  let carried: { decision: Decision; sure: number } | undefined;
  let cutTag: { decision: Decision; sure: number } | undefined;
  let closing: Told | undefined;
  const turnNotes: TurnNote[] = [];
  for (const [paragraphId, p] of paras.entries()) {
    d.paragraph++;
    if (p.breakBefore && paragraphId > 0) {
      blockId++;
      d.breakExchange();
    }
    const hasSpeech = p.pieces.some((x) => x.kind !== 'narration');
    if (!hasSpeech) {
      const told: Told[] = [];
      for (const pc of p.pieces) {
        lines.push(narrationLine(pc, blockId, paragraphId, ctx));
        told.push(...noteNarration(p, pc, ctx));
      }
      if (p.text.length > LONG_NARRATION) d.breakExchange();
      else d.narrationSinceTurn = true;
      previousNarration = p;
      before = p.text.length > LONG_NARRATION ? [] : told;
      previousHadSpeech = false;
      carried = undefined;
      cutTag = undefined;
      closing = undefined;
      continue;
    }
    // «Возвратясь к коменданту, я подсел к Марье Ивановне. … — Я так и обмерла, — сказала она»: a long
    // stretch of narration opening the paragraph ends the exchange before it, as a paragraph of narration does.
    const opening = p.pieces[0]?.kind === 'narration' ? p.pieces[0].text.length : 0;
    if (opening > OPENING_NARRATION) d.breakExchange();
    const st: PieceState = { decisions: [], choices: [], local: [], vocatives: [], spokenTo: [], tail: [] };
    let previousHere: string | undefined;
    let previousSure = carried?.sure;
    for (const [k, pc] of p.pieces.entries()) {
      if (pc.kind === 'narration') {
        lines.push(narrationLine(pc, blockId, paragraphId, ctx));
        // An after-tag is read with its speech; the narration before a speech is the scene.
        st.tail = noteNarration(p, pc, ctx);
        st.local.push(...st.tail);
        continue;
      }
      const vocatives = vocativesIn(p, pc, ctx);
      // A speech after a tag whose «я» is of the other sex than the tag's verb answers it (answer-after-tag.ts).
      const tag = p.pieces[k - 1];
      if (ctx.language === 'ru' && pc.continues === true && tag?.kind === 'narration' && answersAfterTag(pc.text, tag.text)) pc.continues = false;
      // Nobody the utterance calls by name speaks it, in any of its pieces («"На том свете, любезная Лиза, — отвечала старушка"»).
      const exclude = new Set([...vocatives, ...laterCalls(p, k, ctx)]);
      const s: Situation = {
        // The speaker just before counts only across a short tag: «— А, — сказал Иван. — Б, — прибавил он».
        // «"Кто?" — "Сестра"»: a quote answering the quote before it is a new turn of another speaker.
        local: st.local, previousHere: closeTo(p, k) && pc.answers !== true ? previousHere : undefined, previousSure, before: k === firstSpeech(p) ? before : [],
        newTurn: (k === 0 && previousHadSpeech) || pc.answers === true, exclude, closing: k === 0 ? closing : undefined,
      };
      const goesOnFromTag = k === 1 && cutTag && p.pieces[0].kind === 'narration' && /^[а-яё]/u.test(p.pieces[0].text) && !/[.!?…]["»”')]?\s+\S/u.test(p.pieces[0].text) ? cutTag : undefined;
      const rule: Decision = k === firstSpeech(p) && pc.carried && carried ? { ...carried.decision, basis: 'continues' }
        : goesOnFromTag ? { ...goesOnFromTag.decision, basis: 'continues' } : decidePiece(p, k, s, st, ctx, previousNarration);
      let decision = rule;
      let choice: Choice | null = null;
      if (ctx.language === 'ru' && decision.basis !== 'continues') {
        choice = chooseFor(p, k, s, rule, ctx);
        decision = tellerDecision(selfNamedDecision(choice.decision, selfNamed(p, pc, ctx), ctx), p.pieces, k, st.decisions, ctx);
      }
      // A speech going on after its tag is the same decision.
      if (decision.basis === 'continues') choice = st.choices[continuedFrom(p, k)] ?? null;
      st.choices[k] = choice;
      st.decisions[k] = decision;
      // How sure the rules are of the speaker, for the turn-taking and pronouns after it (the model's
      // calibrated confidence only decides what to review); low where the model overrode them.
      const sure = decision.basis === 'continues' ? previousSure ?? 0.6 : decision.speaker === rule.speaker ? rule.confidence : 0.6;
      const continues = isContinuation(p, k, ctx.language);
      const addressees = vocatives;
      if (addressees.length > 0 && decision.speaker !== UNKNOWN_KEY) d.call(decision.speaker, addressees[addressees.length - 1]);
      // «"Иван Игнатьич! — сказала капитанша кривому старичку"»: the one described in the tag is the one called.
      if (vocatives.length === 1) linkAddressee(p, k, vocatives[0], ctx);
      for (const a of vocatives) d.mention(a, 0.5);
      if (!continues) {
        st.vocatives = addressees;
        // «говорил Базаров Аркадию»: the one the tag says the speech was said to (not called by name).
        const spokenTo = rule.tag?.addressee;
        st.spokenTo = spokenTo && spokenTo !== decision.speaker && addressees.length === 0 ? [spokenTo] : [];
        if (pc.kind === 'speech') {
          turnNotes.push(turnNote(lines.length, decision.speaker, rule, s.newTurn, d.exchange));
          d.addTurn({ key: decision.speaker, confidence: sure, anchored: sure >= 0.85 });
          ctx.chapterSpoke.set(decision.speaker, (ctx.chapterSpoke.get(decision.speaker) ?? 0) + 1);
          ctx.bookSpoke.set(decision.speaker, (ctx.bookSpoke.get(decision.speaker) ?? 0) + 1);
        }
      }
      if (decision.speaker !== UNKNOWN_KEY) {
        d.mention(decision.speaker, 2);
        d.actors.add(decision.speaker);
        if (decision.speaker !== NARRATOR_KEY) d.noteSpeaker(decision.speaker);
      }
      previousHere = decision.speaker;
      previousSure = sure;
      const line: AnalyzedLine = {
        text: pc.text, kind: pc.kind, blockId, paragraphId, speaker: decision.speaker,
        confidence: round(decision.confidence), review: round(decision.confidence) < ctx.reviewBelow(), issue: decision.issue,
        basis: ruSpeakerBasis(decision.basis, decision.basis === rule.basis && decision.speaker !== rule.speaker),
      };
      lines.push(line);
      if (choice) traceChoice(line, choice, ctx);
    }
    d.addressees = st.vocatives;
    d.spokenTo = st.spokenTo;
    d.endSentence();
    previousNarration = null;
    // «Павел Петрович взглянул на Аркадия, как бы желая сказать: "…"» tells like narration does;
    // a paragraph that ends with speech is answered by the next.
    const said = p.pieces.filter((x) => x.kind !== 'thought');
    const opensWithSpeech = said[0]?.kind === 'speech';
    const endsWithSpeech = said[said.length - 1]?.kind === 'speech' || said[said.length - 1]?.remark === true;
    before = !opensWithSpeech && !endsWithSpeech ? st.local : [];
    previousHadSpeech = opensWithSpeech || endsWithSpeech;
    closing = closingSubject(p, st.tail, st.decisions[p.pieces.length - 2]?.speaker);
    const last = p.pieces.length - 1;
    carried = p.pieces[last].kind === 'speech' && st.decisions[last] ? { decision: st.decisions[last] as Decision, sure: previousSure ?? 0.6 } : undefined;
    // «— Мне очень лестно, — начал Ситников, выступая» / «боком… — Я очень много слышал»: a tag cut
    // by a hard wrap goes on in the next paragraph, and so does its speaker's speech after it.
    cutTag = p.pieces[last].kind === 'narration' && p.pieces[last].remark && /[а-яё]$/u.test(p.pieces[last].text) && st.decisions[last - 1]
      ? { decision: st.decisions[last - 1] as Decision, sure: previousSure ?? 0.6 } : undefined;
  }
  if (ctx.language === 'ru') markOutOfStep(lines, turnNotes, ctx.msg, (k) => ctx.nameOf(k), ctx.reviewBelow());
  relabelLinked(lines, ctx);
  return lines;
}

function decidePiece(p: ParagraphWork, k: number, s: Situation, st: PieceState, ctx: SpeakerContext, previousNarration: ParagraphWork | null): Decision {
  const pieces = p.pieces;
  // A tag after the speech starts with a small letter («— Да, — сказал он»); «…". Я исполнил его
  // желание. Хозяин … в лицо:» is the next speech's introduction.
  const afterTag = (i: number) => pieces[i]?.kind === 'narration' && pieces[i].remark && pieces[i - 1] !== undefined &&
    pieces[i - 1].kind !== 'narration' && (ctx.language !== 'ru' || /^[а-яё(]/u.test(pieces[i].text));
  const after = afterTag(k + 1) ? pieces[k + 1] : null;
  const tagged = after && fromRemark(p, after, s, ctx, false);
  const previous = st.decisions[k - 2];
  // «— Это старые следы... ('Следы! — подумал Иван') Погодите»: the speech before the bracket goes on.
  const resumed = pieces[k].resumes === undefined ? undefined : st.decisions[continuedFrom(p, k)];
  if (resumed) return { ...resumed, basis: 'continues' };
  // «— Что? — перебил Базаров. — Нет, брат! … "Природа навевает молчание сна", — сказал Пушкин»: a
  // speech going on after its speaker's tag, then a tag naming someone the book never showed acting
  // or speaking, is a quotation inside that speech, not a new voice.
  if (tagged && afterTag(k - 1) && previous && isContinuation(p, k, ctx.language) && opensQuote(pieces[k].text) && quoted(tagged.speaker, previous.speaker, ctx)) return { ...previous, basis: 'continues' };
  if (tagged) return tagged;
  // «— Да, — сказал Иван, — пойдём»: the speech goes on after its tag with the same speaker.
  if (afterTag(k - 1) && previous && isContinuation(p, k, ctx.language)) return { ...previous, basis: 'continues' };
  // A tag before the speech ends with a colon («Петрович сказал:»); a tag after the speech before is not this one's.
  const intro = pieces[k - 1]?.kind === 'narration' && pieces[k - 1].remark && (ctx.language !== 'ru' || /:\s*$/.test(pieces[k - 1].text)) ? pieces[k - 1] : null;
  const introduced = intro && fromRemark(p, intro, s, ctx, true);
  if (introduced) return introduced;
  // «Тогда Иван сказал:» ending the paragraph before.
  if (k === firstSpeech(p) && previousNarration && /:\s*$/.test(previousNarration.text)) {
    const t = fromText(previousNarration.text, s, ctx);
    if (t) return t;
  }
  const prev = st.decisions[k - 1];
  if (prev && pieces[k - 1]?.kind !== 'narration') return otherVoice(prev.speaker, s, ctx);
  // «"Всегда!" — отвечал он. "И ты можешь…"»: a speech after another's one-sentence tag that does not
  // go on with it is a new turn. The tag's subject is the one who has just spoken, so it says nothing
  // of this speaker but that it is someone else: the other voice of the exchange.
  if (ctx.language === 'ru' && afterTag(k - 1) && previous && sentences(pieces[k - 1].text).length <= 1) {
    return { ...otherVoice(previous.speaker, s, ctx), basis: 'afterTagOther' };
  }
  const quiet = ctx.language === 'ru' ? silentAnswer(p, k, s, ctx, previousNarration, afterTag(k - 1)) : null;
  if (quiet) return quiet;
  // «Аркадий покраснел. — Не надо», «— Ну, тогда... — Тут Василиса Егоровна заикнулась».
  const near = nearbySubject(p, k, s, ctx);
  if (near) return near;
  const told = s.before[s.before.length - 1];
  if (told && !s.exclude.has(told.key) && told.key !== UNKNOWN_KEY) {
    return { speaker: told.key, confidence: 0.6, issue: ctx.msg.nearbySubject(ctx.nameOf(told.key)), basis: 'nearBefore' };
  }
  return fromExchange(s, ctx);
}

/** The speech opens a quotation of its own and the tag comes where it closes («… 'Природа навевает молчание сна',- сказал»). */
function opensQuote(text: string): boolean {
  const opened = (text.match(/(?:^|[\s(])['«„“]/gu) ?? []).length;
  const closed = (text.match(/[»”]|[^\s(]['“]/gu) ?? []).length;
  return opened > closed;
}

/** A person named in a tag who has never acted or spoken in the book is quoted, not present. */
function quoted(key: string, previous: string, ctx: SpeakerContext): boolean {
  return key !== previous && key !== NARRATOR_KEY && !key.startsWith('d:') && !ctx.discourse.actors.has(key) && !ctx.discourse.spoke.has(key);
}

/** The first subject of the narration right after speech piece k («…», — и Иван вышел). */
export function subjectAfter(p: ParagraphWork, k: number, ctx: SpeakerContext): string | null {
  const next = p.pieces[k + 1];
  if (next?.kind !== 'narration' || next.remark) return null;
  const first = subjectsOf(next.text, shifted(p, next)).find((x) => x.sentence === 0);
  return first ? referentKey(first.referent, next.text, first.start, ctx) : null;
}

function nearbySubject(p: ParagraphWork, k: number, s: Situation, ctx: SpeakerContext): Decision | null {
  const prev = p.pieces[k - 1];
  const last = s.local[s.local.length - 1];
  if (prev?.kind === 'narration' && last && !s.exclude.has(last.key) && last.key !== UNKNOWN_KEY) {
    return { speaker: last.key, confidence: 0.6, issue: ctx.msg.nearbySubject(ctx.nameOf(last.key)), basis: 'nearLocal' };
  }
  const key = subjectAfter(p, k, ctx);
  if (key && key !== NARRATOR_KEY && !s.exclude.has(key)) return { speaker: key, confidence: 0.55, issue: ctx.msg.nearbySubject(ctx.nameOf(key)), basis: 'nearAfter' };
  return null;
}

/** Notes who a narration piece is about; returns its subjects, resolved. */
function noteNarration(p: ParagraphWork, pc: Piece, ctx: SpeakerContext): Told[] {
  return readNarration(pc.text, shifted(p, pc), ctx);
}

function referentKey(r: Referent, text: string, at: number, ctx: SpeakerContext): string | null {
  if (r.kind === 'name') return ctx.registry.resolve(r.mention);
  if (r.kind === 'noun') return nounKey(r.lemma, r.gender, ctx, text.slice(0, at));
  if (r.person === 1) return NARRATOR_KEY;
  return ctx.discourse.salient(r.gender, new Set([NARRATOR_KEY, UNKNOWN_KEY]))[0] ?? null;
}

/** The paragraph's mentions inside a piece, with offsets into the piece's text. */
function shifted(p: ParagraphWork, pc: Piece): Mention[] {
  return p.mentions.filter((m) => m.start >= pc.start && m.end <= pc.end).map((m) => ({ ...m, start: m.start - pc.start, end: m.end - pc.start }));
}

function narrationLine(pc: Piece, blockId: number, paragraphId: number, ctx: SpeakerContext): AnalyzedLine {
  const unsure = pc.maybeSpeech === true;
  return { text: pc.text, kind: pc.kind, blockId, paragraphId, speaker: NARRATOR_KEY, confidence: unsure ? 0.5 : 1, review: unsure, issue: unsure ? ctx.msg.maybeSpeech : '' };
}

const round = (x: number): number => Math.round(x * 100) / 100;

const fromRemark = (p: ParagraphWork, remark: Piece, s: Situation, ctx: SpeakerContext, before: boolean): Decision | null =>
  decide(remark.text, shifted(p, remark), s, ctx, before);

