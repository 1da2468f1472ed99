// Coordinate search over the conversation chain's weights (server/domain/book/en/dialogue-weights.ts),
// on the dev novels only (round 25). Each weight in turn is tried at ×0.5, ×0.75, ×1.33 and ×2 of its
// value (counts ±1), the others held; every candidate decodes the fifteen dev novels, as printed and
// renamed, and counts the quotations right per novel. A move is taken only when
//   - the original dev gains,
//   - the renamed dev loses nothing, and neither loses more than one on its cast (voices for nobody,
//     gold people split),
//   - the quotations flagged for review on the dev novels grow by no more than REVIEW_SLACK (a weaker
//     tag lowers the chain's probabilities and the flag then asks about lines it had trusted: the quality
//     test holds the dev review share),
//   - left one novel out, it gains too: each fold (fourteen novels) picks its value among the current
//     one and the candidates, and the held-out novel is counted with that value; the held-out counts,
//     summed over the fifteen folds, must beat the current value's total.
// Usage: npx node bench/attribution/en-weights-search.ts [--passes=2] [--keys=a,b] [--check]
//   --check   first confirm, novel by novel, that the cached decoding scores as a whole analysis does.
import { DIALOGUE_WEIGHTS } from '../../server/domain/book/en/dialogue-weights.ts';
import { checkCache, decodeAndScore, readDevNovels, type DevReadings, type NovelResult } from './en-weights-readings.ts';

type Key = keyof typeof DIALOGUE_WEIGHTS;
const W: Record<Key, number> = DIALOGUE_WEIGHTS;

/** Whole numbers: tried one up and one down. */
const COUNTS = new Set<Key>(['termMinUses', 'idiolectMinTurns', 'maxPeople', 'maxNamed']);
/** Shares of a probability (or a fading per turn): kept below 0.98. */
const SHARES = new Set<Key>([
  'same', 'alternate', 'alternateUntagged', 'sameOpensNarration', 'alternateOpensNarration', 'rotateThird', 'sameGoesOn',
  'sameAfterNarration', 'alternateAfterNarration', 'alternateAcrossNarration', 'priorDecay',
]);
const FACTORS = [0.5, 0.75, 1.33, 2];

interface Outcome {
  original: NovelResult[];
  renamed: NovelResult[];
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const sum = (rs: NovelResult[], f: (r: NovelResult) => number) => rs.reduce((s, r) => s + f(r), 0);
const right = (rs: NovelResult[]) => sum(rs, (r) => r.right);
const cast = (rs: NovelResult[]) => `${sum(rs, (r) => r.nobody)}/${sum(rs, (r) => r.split)}`;
const review = (rs: NovelResult[]) => sum(rs, (r) => r.review);
const signed = (x: number) => `${x >= 0 ? '+' : ''}${x}`;
const round = (x: number) => Number(x.toPrecision(3));

function candidates(key: Key): number[] {
  const v = W[key];
  const out = COUNTS.has(key) ? [v - 1, v + 1].filter((x) => x >= 1) : FACTORS.map((f) => round(v * f)).filter((x) => !SHARES.has(key) || x <= 0.98);
  return [...new Set(out)].filter((x) => x !== v);
}

function evaluate(readings: DevReadings): Outcome {
  return { original: readings.original.map(decodeAndScore), renamed: readings.renamed.map(decodeAndScore) };
}

/** Quotations the flag may newly ask about, of the dev novels' 20,216: a tenth of a point. */
const REVIEW_SLACK = 20;

/** No more than one more voice for nobody, nor one more person split. */
function castHolds(now: NovelResult[], then: NovelResult[]): boolean {
  return sum(then, (r) => r.nobody) <= sum(now, (r) => r.nobody) + 1 && sum(then, (r) => r.split) <= sum(now, (r) => r.split) + 1;
}

/**
 * Left one novel out: each fold picks, among the values tried (the current one first, kept on ties),
 * the one with the most right on the other novels; the held-out novel is counted with it.
 */
function leaveOneOut(values: number[], outcomes: Outcome[]): { total: number; picks: number[] } {
  const n = outcomes[0].original.length;
  let total = 0;
  const picks: number[] = [];
  for (let held = 0; held < n; held++) {
    let best = 0;
    let bestScore = -1;
    for (const [c, o] of outcomes.entries()) {
      const score = right(o.original) - o.original[held].right;
      if (score > bestScore) [best, bestScore] = [c, score];
    }
    picks.push(values[best]);
    total += outcomes[best].original[held].right;
  }
  return { total, picks };
}

function step(key: Key, readings: DevReadings, current: Outcome): { next: Outcome; looGain: number } | null {
  const was = W[key];
  const values = [was, ...candidates(key)];
  const outcomes: Outcome[] = [current];
  for (const v of values.slice(1)) {
    W[key] = v;
    outcomes.push(evaluate(readings));
  }
  W[key] = was;
  const base = right(current.original);
  const loo = leaveOneOut(values, outcomes);
  const folds = [...new Set(loo.picks)].map((v) => `${v}×${loo.picks.filter((p) => p === v).length}`).join(' ');
  const line = values.slice(1).map((v, i) => {
    const o = outcomes[i + 1];
    return `${v}: ${signed(right(o.original) - base)} / ${signed(right(o.renamed) - right(current.renamed))} (${cast(o.original)}, ${cast(o.renamed)}; review ${signed(review(o.original) - review(current.original))})`;
  });
  console.log(`${key} = ${was}: ${line.join('; ')}`);
  console.log(`    left one out: ${loo.total - base >= 0 ? '+' : ''}${loo.total - base} (folds pick ${folds})`);
  // The best on the original dev that the renamed dev and both casts allow.
  const order = values.map((_, i) => i).slice(1).sort((a, b) => right(outcomes[b].original) - right(outcomes[a].original));
  for (const i of order) {
    const o = outcomes[i];
    if (right(o.original) <= base) break;
    if (right(o.renamed) < right(current.renamed) || !castHolds(current.original, o.original) || !castHolds(current.renamed, o.renamed)) continue;
    if (review(o.original) > review(current.original) + REVIEW_SLACK) continue;
    if (loo.total <= base) {
      console.log(`    not taken: ${values[i]} gains in-sample, not left one out`);
      return null;
    }
    W[key] = values[i];
    console.log(`    TAKEN ${key}: ${was} → ${values[i]} (dev ${base} → ${right(o.original)}, renamed ${right(current.renamed)} → ${right(o.renamed)}, left one out ${base} → ${loo.total})`);
    return { next: o, looGain: loo.total - base };
  }
  return null;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const readings = await readDevNovels();
  if (process.argv.includes('--check')) await checkCache(readings);
  const start = { ...W };
  let current = evaluate(readings);
  const first = current;
  console.log(`read in ${((performance.now() - t0) / 1000).toFixed(0)} s; dev ${right(current.original)} (cast ${cast(current.original)}, review ${review(current.original)}), renamed ${right(current.renamed)} (cast ${cast(current.renamed)})`);
  const keys = (arg('keys')?.split(',') ?? Object.keys(W)) as Key[];
  let looGain = 0;
  for (let pass = 1; pass <= Number(arg('passes') ?? 2); pass++) {
    let moved = false;
    for (const key of keys) {
      const taken = step(key, readings, current);
      if (!taken) continue;
      looGain += taken.looGain;
      current = taken.next;
      moved = true;
    }
    console.log(`pass ${pass}: dev ${right(current.original)}, renamed ${right(current.renamed)} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    if (!moved) break;
  }
  console.log(`\ndev ${right(first.original)} → ${right(current.original)}, renamed ${right(first.renamed)} → ${right(current.renamed)}, ` +
    `review ${review(first.original)} → ${review(current.original)}, cast ${cast(first.original)} → ${cast(current.original)}, renamed ${cast(first.renamed)} → ${cast(current.renamed)}; per novel:`);
  for (const [i, name] of readings.names.entries()) console.log(`  ${name.padEnd(30)} ${first.original[i].right} → ${current.original[i].right}   renamed ${first.renamed[i].right} → ${current.renamed[i].right}`);
  for (const key of Object.keys(W) as Key[]) if (W[key] !== start[key]) console.log(`  ${key}: ${start[key]} → ${W[key]}`);
  console.log(`  left one out, summed over the moves taken: ${looGain >= 0 ? '+' : ''}${looGain} (in-sample ${right(current.original) - right(first.original)})`);
}

await main();
