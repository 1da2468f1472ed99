// The speaker model: a conditional logit over an utterance's candidates (each scored by the sum of
// its features' weights, the scores turned into probabilities by a softmax), and a calibration that
// turns the winner's probability, its margin and the kind of evidence into the probability that the
// choice is right — the line's confidence. Both were fit on the dev split of the labelled prose set
// (scripts/fit-attribution.ts writes speaker-model.json); the review threshold was chosen on the
// dev split's cross-validated predictions.
import type { Candidate, Features } from './features.ts';
import fitted from './speaker-model.json' with { type: 'json' };

export interface SpeakerModel {
  /** Weight of each candidate feature in the candidate's score. */
  weights: Record<string, number>;
  /** Weight of each decision feature (calibrationFeatures) in the log-odds that the choice is right. */
  calibration: Record<string, number>;
  /** Below this confidence a line is marked for review. */
  reviewBelow: number;
}

export interface Ranked {
  key: string;
  /** Probability of being the speaker, among the candidates. */
  p: number;
  score: number;
  features: Features;
}

export const SPEAKER_MODEL: SpeakerModel = fitted;

export function scoreOf(features: Features, weights: Record<string, number>): number {
  let s = 0;
  for (const name in features) s += (weights[name] ?? 0) * features[name];
  return s;
}

/** The candidates, most likely first, with their probabilities. */
export function rank(candidates: Candidate[], weights: Record<string, number>): Ranked[] {
  const scored = candidates.map((c) => ({ key: c.key, score: scoreOf(c.features, weights), features: c.features, p: 0 }));
  const max = Math.max(...scored.map((c) => c.score));
  let sum = 0;
  for (const c of scored) sum += (c.p = Math.exp(c.score - max));
  for (const c of scored) c.p /= sum;
  return scored.sort((a, b) => b.p - a.p);
}

/** What of the rules' decision the calibration reads: which rule decided, how sure it was. */
export interface RuleView {
  basis: string;
  confidence: number;
}

/** What the calibration reads off a decision. */
export function calibrationFeatures(ranked: Ranked[], group: string, rule: RuleView, ruleAgrees: boolean): Features {
  const p1 = ranked[0]?.p ?? 0;
  const p2 = ranked[1]?.p ?? 0;
  const clip = (x: number) => Math.min(1 - 1e-4, Math.max(1e-4, x));
  // Written name by name in a fixed order (no spreads of passing objects: this runs for every line);
  // the model sums the weights in this order.
  const out: Features = {
    bias: 1,
    logit: Math.log(clip(p1) / (1 - clip(p1))),
    margin: p1 - p2,
    [`group:${group}`]: 1,
  };
  // Some rules are right far more often than others («сказал Иван» against a guess from salience).
  if (ruleAgrees) {
    out.ruleAgrees = 1;
    out[`ruleAgrees:${group}`] = 1;
    out[`basis:${rule.basis}`] = 1;
    out.ruleConf = rule.confidence;
  }
  out.few = ranked.length <= 2 ? 1 : 0;
  // What the evidence for the winner is made of: a tag's subject is seldom wrong, a described
  // person or a new voice often is, a turn far from the last named one more so.
  const winner = ranked[0]?.features;
  if (winner) for (const [name, cue] of WINNER_CUES) if (winner[name]) out[cue] = winner[name];
  return out;
}

/** The winner's features the calibration reads, each with its name there («win:agree»). */
const WINNER_CUES: Array<[string, string]> = [
  'tagSubject', 'agree', 'disagree', 'described', 'descTag', 'narrator', 'newVoice', 'lastTurn', 'pairOther', 'pairStale',
  'calledPrev', 'callsHere', 'talkedAbout', 'localLast', 'after', 'selfAgree', 'selfDisagree', 'youDisagree', 'salientTop',
].map((name) => [name, `win:${name}`]);

export function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export function confidenceOf(ranked: Ranked[], group: string, rule: RuleView, ruleAgrees: boolean, model: SpeakerModel): number {
  return sigmoid(scoreOf(calibrationFeatures(ranked, group, rule, ruleAgrees), model.calibration));
}
