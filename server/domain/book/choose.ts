// The speaker model decides: the rules' reading of the utterance goes in as evidence with the rest
// (features.ts), the model ranks the candidates, and the line gets the winner, the calibrated
// probability that it is right, and a reason in the book's language — for a line marked for
// review, the reason names the likely alternative.
import { subjectAfter } from './attribution.ts';
import type { ParagraphWork, SpeakerContext } from './speaker-context.ts';
import { candidatesFor, groupOf, type Candidate, type Utterance } from './features.ts';
import { confidenceOf, rank, type Ranked } from './model.ts';
import { justUnderReview } from './phase.ts';
import type { Decision, Situation } from './resolve.ts';
import { speechGenders } from './speech-gender.ts';
import { NARRATOR_KEY, type AnalyzedLine } from './types.ts';

/** One decision of the speaker model, for the script that fits it (scripts/fit-attribution.ts). */
export interface SpeakerTrace {
  line: AnalyzedLine;
  candidates: Candidate[];
  /** Display names of the candidates, in order (what the labels are matched against). */
  names: string[];
  group: string;
  /** What the rules alone decided. */
  rule: Decision;
}

export interface Choice {
  decision: Decision;
  /** What the rules alone decided. */
  rule: Decision;
  candidates: Candidate[];
  ranked: Ranked[];
  group: string;
}

/** The model's choice for speech piece k of a paragraph, given the rules' decision. */
export function chooseFor(p: ParagraphWork, k: number, s: Situation, rule: Decision, ctx: SpeakerContext): Choice {
  const pc = p.pieces[k];
  return chooseSpeaker({
    situation: s, rule, calls: [...s.exclude], named: talkedAbout(p, k, s.exclude, ctx), after: subjectAfter(p, k, ctx), genders: speechGenders(pc.text),
  }, ctx);
}

/** Shows the fitting script (if it listens) what the model saw and chose for a line. */
export function traceChoice(line: AnalyzedLine, choice: Choice, ctx: SpeakerContext): void {
  if (!ctx.trace) return;
  const names = choice.candidates.map((c) => (c.key === NARRATOR_KEY ? '@narrator' : ctx.nameOf(c.key)));
  ctx.trace({ line, candidates: choice.candidates, names, group: choice.group, rule: choice.rule });
}

/** People the speech names without calling them: talked about, so mostly not the speaker. */
function talkedAbout(p: ParagraphWork, k: number, calls: Set<string>, ctx: SpeakerContext): string[] {
  const pc = p.pieces[k];
  const out: string[] = [];
  for (const m of p.mentions) {
    if (m.start < pc.start || m.end > pc.end) continue;
    const key = ctx.registry.resolve(m);
    if (key && !calls.has(key)) out.push(key);
  }
  return out;
}

export function chooseSpeaker(u: Utterance, ctx: SpeakerContext): Choice {
  const model = ctx.model;
  const candidates = candidatesFor(u, ctx);
  const group = groupOf(u.rule);
  const ranked = answeredBySpokenTo(byNewcomer(bySpeechSex(rank(candidates, model.weights), u.rule), u, ctx), u.rule);
  const best = ranked[0];
  if (!best) return { decision: u.rule, rule: u.rule, candidates, ranked, group };
  const agrees = best.key === u.rule.speaker;
  // A chapter's opening pronoun given to the hero of the chapter before (resolve.ts) is a guess across
  // a chapter break, whatever the model's certainty: always marked for review.
  const calibrated = confidenceOf(ranked, group, u.rule, agrees, model);
  const confidence = u.rule.basis === 'pronounCarried' && agrees ? Math.min(calibrated, justUnderReview(model.reviewBelow)) : calibrated;
  const review = confidence < model.reviewBelow;
  const alternative = ranked.find((r) => r.key !== best.key);
  let issue = agrees ? u.rule.issue : ctx.msg.likely(ctx.nameOf(best.key), ctx.msg.because[reasonOf(best, alternative, model.weights)]);
  if (review && alternative) issue = ctx.msg.orElse(issue, ctx.nameOf(alternative.key));
  return { decision: { ...u.rule, speaker: best.key, confidence, issue }, rule: u.rule, candidates, ranked, group };
}

/**
 * «Слава богу, я свободна», «я уже освободился»: a line no author's words tell, whose «я» agrees with
 * one sex, is not said by someone of the other, whatever the count of turns says; the best candidate
 * of the sex the speech shows goes first (its lower probability marks the line for review).
 */
function bySpeechSex(ranked: Ranked[], rule: Decision): Ranked[] {
  if (rule.tag !== undefined || !ranked[0]?.features.selfDisagree) return ranked;
  return toFront(ranked, ranked.find((r) => r.features.selfAgree));
}

/** How long ago (in paragraphs) a newcomer came in for the rule below to hold. */
const NEWCOMER_PARAGRAPHS = 8;

/**
 * «Базаров явился к нему… / — Вы пришли со мной проститься? — проговорил Николай Петрович. / — Точно
 * так-с.»: one the narration has just brought in (arrival.ts) and who has not spoken yet answers the
 * first new turn no author's words tell right after someone else has spoken, unless it calls or names
 * them; the count of turns among those already talking would give it to one of them.
 */
function byNewcomer(ranked: Ranked[], u: Utterance, ctx: SpeakerContext): Ranked[] {
  const d = ctx.discourse;
  const comer = d.newcomer && d.paragraph - d.newcomer.paragraph <= NEWCOMER_PARAGRAPHS ? d.newcomer.key : undefined;
  if (u.rule.tag !== undefined || !u.situation.newTurn || !comer || u.calls.includes(comer) || u.named.includes(comer) || ranked[0]?.key === comer) return ranked;
  const last = d.lastTurn();
  if (!last || last.key === comer || last.paragraph !== d.paragraph - 1) return ranked;
  return toFront(ranked, ranked.find((r) => r.key === comer));
}

/** The ranking with `first` moved to its head (unchanged when there is none). */
function toFront(ranked: Ranked[], first: Ranked | undefined): Ranked[] {
  return first ? [first, ...ranked.filter((r) => r !== first)] : ranked;
}

/**
 * «— Хлопоты у меня большие, — продолжал Николай Петрович, обращаясь к сыну. / — А работниками ты
 * доволен?»: an untagged turn right after a speech its tag says was said to someone («говорил Базаров
 * Аркадию», «обращаясь к сыну») is that person's answer (rule `answersSpokenTo`), whatever the count of
 * turns says; the model's weight for it (`spokenToPrev`) is weaker than the count's, so the rule goes
 * first (its lower probability marks the line for review when the model doubted it).
 */
function answeredBySpokenTo(ranked: Ranked[], rule: Decision): Ranked[] {
  if (rule.basis !== 'answersSpokenTo') return ranked;
  return toFront(ranked, ranked.find((r) => r.key === rule.speaker));
}

/** Feature families, for saying why the model chose as it did. */
const FAMILIES: Array<[RegExp, string]> = [
  [/^(?:lastTurn|twoBack|pairOther|pairStale|spoke3)/, 'turns'],
  [/^(?:calledPrev|calledByLast|spokenToPrev)/, 'called'],
  [/^(?:localLast|localAny|beforeLast|after|previousHere|thisParagraph)/, 'narration'],
  [/^(?:agree|salientTopAgreeing)/, 'pronoun'],
  [/^(?:selfAgree|youDisagree)/, 'speech'],
  [/^(?:descTag|descLink|descMaybe)/, 'description'],
  [/^narrator/, 'narrator'],
];

/** The family of features that did most for the winner over the runner-up. */
function reasonOf(best: Ranked, other: Ranked | undefined, weights: Record<string, number>): string {
  const gain = new Map<string, number>();
  const names = new Set([...Object.keys(best.features), ...Object.keys(other?.features ?? {})]);
  for (const name of names) {
    const family = FAMILIES.find(([re]) => re.test(name))?.[1];
    if (!family) continue;
    const diff = (weights[name] ?? 0) * ((best.features[name] ?? 0) - (other?.features[name] ?? 0));
    gain.set(family, (gain.get(family) ?? 0) + diff);
  }
  let why = 'salience';
  let most = 0;
  for (const [family, g] of gain) if (g > most) [why, most] = [family, g];
  return why;
}
