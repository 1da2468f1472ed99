// The English flag left one novel out, on the dev novels only: the main threshold and the one for the
// answer of the one just called by name are refitted on fourteen novels (the lowest that keep their
// unflagged lines right at least as often as the aim) and applied to the fifteenth. Prints, per aim,
// the held-out figures summed over the folds and the worst held-out novel, next to the thresholds as
// committed. Lines are judged by their rounded confidence, as the bench sees them.
import type { NovelScore, QuoteOutcome } from '../../test/fixtures/attribution/pdnc/score.ts';

const GRID = [0.905, 0.915, 0.925, 0.935, 0.945, 0.955, 0.965, 0.975, 0.985, 0.995, 1.01];
const answers = (o: QuoteOutcome) => o.issue.startsWith('answers the previous line');
const sure = (o: QuoteOutcome, main: number, answer: number) => o.speech && o.confidence >= (answers(o) ? answer : main) + 0.0049;

function count(outcomes: QuoteOutcome[], main: number, answer: number): { n: number; right: number } {
  let n = 0;
  let right = 0;
  for (const o of outcomes) {
    if (!sure(o, main, answer)) continue;
    n++;
    if (o.correct) right++;
  }
  return { n, right };
}

function fit(outcomes: QuoteOutcome[], aim: number): [number, number] {
  let best: [number, number, number] | null = null;
  for (const main of GRID) {
    for (const answer of GRID) {
      const { n, right } = count(outcomes, main, answer);
      if (n > 0 && right / n >= aim && (!best || n > best[0])) best = [n, main, answer];
    }
  }
  return best ? [best[1], best[2]] : [1.01, 1.01];
}

const pct = (a: number, b: number) => `${((100 * a) / (b || 1)).toFixed(1)}%`;

export function printFlagCrossValidation(scores: NovelScore[]): void {
  if (scores.some((s) => s.split !== 'dev')) throw new Error('the flag is cross-validated on the dev novels only');
  const all = scores.reduce((n, s) => n + s.outcomes.length, 0);
  const committed = scores.flatMap((s) => s.outcomes).filter((o) => o.speech && !o.review);
  console.log(`  flag left one novel out (dev): as committed ${pct(committed.filter((o) => o.correct).length, committed.length)} right, review ${pct(all - committed.length, all)}`);
  for (const aim of [0.985, 0.99]) {
    let n = 0;
    let right = 0;
    let worst = 1;
    for (const held of scores) {
      const [main, answer] = fit(scores.filter((s) => s !== held).flatMap((s) => s.outcomes), aim);
      const c = count(held.outcomes, main, answer);
      n += c.n;
      right += c.right;
      if (c.n > 0) worst = Math.min(worst, c.right / c.n);
    }
    const [main, answer] = fit(scores.flatMap((s) => s.outcomes), aim);
    console.log(`    aim ${aim}: ${pct(right, n)} right, review ${pct(all - n, all)}, worst held-out novel ${pct(worst, 1)}; fitted on all dev: ${main}, answers ${answer}`);
  }
}
