// Fits the Russian speaker model on the DEV split of the labelled prose set
// (test/fixtures/attribution/prose) and writes server/domain/book/speaker-model.json.
//
//  1. Rounds: the books are read with the current model, every labelled utterance's candidates and
//     features are collected (the discourse state depends on the model's own earlier choices, so
//     each round reads with the last round's weights and the rows of all rounds are pooled), and a
//     conditional logit is fit on the pool.
//  2. Cross-validation by book (leave one book out): each book's label files are read again with
//     weights fit on the other books' rows, giving honest predictions for every dev fragment. Files
//     on one book (dev-x, dev2-x) are held out together, as a rule fitted to a book's habits would
//     otherwise look general.
//  3. The calibration (a logistic regression from the winner's probability, margin and kind of
//     evidence to "right") and the review threshold (the lowest that keeps 90% of the unmarked lines
//     right) are fit on those predictions; their own figures come from a second, nested cross-validation.
// The test split is never read. Run: npx node scripts/fit-attribution.ts [--rounds=3] [--l2=0.01] [--precision=0.92] [--dry] [--misses]
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initBookPipeline, type SpeakerModel } from '../server/domain/book/index.ts';
import { calibrationFeatures, rank, sigmoid, scoreOf } from '../server/domain/book/model.ts';
import { BASES, loadLabelFiles, type Basis } from '../test/fixtures/attribution/prose/labels.ts';
import { observe, type Observed } from '../test/fixtures/attribution/prose/fit/collect.ts';
import { fitConditionalLogit, fitLogistic, thresholdFor, type Choice } from '../test/fixtures/attribution/prose/fit/logit.ts';

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const rounds = arg('rounds', 3);
const l2 = arg('l2', 0.01);
// 97% of unmarked lines right (the target) is out of reach on dev; 90% is the level chosen.
const PRECISION = arg('precision', 0.92);
const out = fileURLToPath(new URL('../server/domain/book/speaker-model.json', import.meta.url));

/** The rules alone: the model only repeats their choice (round one reads with it). */
const RULES: SpeakerModel = { weights: { 'rule:conf': 20 }, calibration: { bias: -2, ruleAgrees: 4 }, reviewBelow: 0.7 };

await initBookPipeline();
const files = loadLabelFiles((f) => f.split === 'dev');
const started = performance.now();
const secs = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

interface Row extends Choice {
  file: string;
}
/** The book a label file covers: `dev-shinel` and `dev2-shinel` are one book. */
const bookOf = (file: string) => file.replace(/^[a-z]+\d*-/, '');
const books = [...new Set(files.map((f) => bookOf(f.name)))];
const toRows = (obs: Observed[]): Row[] => obs.filter((o) => o.candidates.length > 0).map((o) => ({ file: o.file, candidates: o.candidates, gold: o.gold }));
const fit = (rows: Row[]) => fitConditionalLogit(rows, { l2 });

let model: SpeakerModel = RULES;
const pool: Row[] = [];
for (let r = 1; r <= rounds; r++) {
  const obs = await observe(files, model);
  pool.push(...toRows(obs));
  model = { ...model, weights: fit(pool) };
  console.log(`round ${r}: read with the last model ${pct(obs.filter((o) => o.correct).length, obs.length)} right; ${pool.length} rows pooled (${secs()})`);
}

// Cross-validated predictions: each book read with weights that never saw it.
const cv: Array<Observed & { calib: Record<string, number> }> = [];
for (const book of books) {
  const weights = fit(pool.filter((r) => bookOf(r.file) !== book));
  for (const o of await observe(files.filter((f) => bookOf(f.name) === book), { ...model, weights })) cv.push({ ...o, calib: calibrationOf(o, weights) });
}
console.log(`cross-validated by book, ${books.length} books (${secs()})`);

// Calibration and threshold on all cross-validated predictions; their figures by a nested split.
const finalCalibration = fitCalibration(cv);
// A fragment read as narration is never marked; one whose anchor was not found counts as marked.
const confidence = (o: (typeof cv)[number], c: Record<string, number>) =>
  (o.candidates.length > 0 ? sigmoid(scoreOf(o.calib, c)) : o.predicted === '@narrator' && !o.asSpeech ? 1 : 0);
const threshold = thresholdFor(cv.map((o) => ({ confidence: confidence(o, finalCalibration), correct: o.correct })), PRECISION);
const honest: Array<{ o: Observed; review: boolean }> = [];
for (const book of books) {
  const rest = cv.filter((o) => bookOf(o.file) !== book);
  const c = fitCalibration(rest);
  const t = thresholdFor(rest.map((o) => ({ confidence: confidence(o, c), correct: o.correct })), PRECISION);
  for (const o of cv.filter((x) => bookOf(x.file) === book)) honest.push({ o, review: confidence(o, c) < t });
}

report('dev, leave one book out', honest);
curve(cv.map((o) => ({ confidence: confidence(o, finalCalibration), correct: o.correct })));
for (const book of books) report(`  ${book}`, honest.filter((h) => bookOf(h.o.file) === book), false);
if (process.argv.includes('--misses')) {
  for (const { o, review } of honest.filter((h) => !h.o.correct)) {
    console.log(`${review ? 'review' : 'SURE  '} ${o.file}:${o.fragment.line} [${o.fragment.basis} ${o.group}] want ${o.fragment.speaker}, got ${o.predicted}${o.ruleCorrect ? ' (rules right)' : ''} of ${o.names.join(', ')}`);
    console.log(`        ${o.text.slice(0, 110)}`);
  }
}
const final: SpeakerModel = { weights: fit(pool), calibration: finalCalibration, reviewBelow: Math.round(threshold * 1000) / 1000 };
console.log(`review threshold ${final.reviewBelow}; ${Object.keys(final.weights).length} weights`);
if (process.argv.includes('--dry')) console.log('--dry: model not written');
else {
  writeFileSync(out, `${JSON.stringify(final, null, 1)}\n`);
  console.log(`wrote ${out} (${secs()})`);
}

function calibrationOf(o: Observed, weights: Record<string, number>): Record<string, number> {
  if (o.candidates.length === 0) return {};
  const ranked = rank(o.candidates.map((features, i) => ({ key: String(i), features })), weights);
  return calibrationFeatures(ranked, o.group, o.rule, ranked[0].key === String(o.ruleIndex));
}

function fitCalibration(rows: Array<Observed & { calib: Record<string, number> }>): Record<string, number> {
  return fitLogistic(rows.filter((o) => o.candidates.length > 0).map((o) => ({ x: o.calib, y: o.correct })), { l2: 0.001, iterations: 800 });
}

function report(label: string, rows: Array<{ o: Observed; review: boolean }>, detail = true): void {
  const n = rows.length;
  const right = rows.filter((r) => r.o.correct).length;
  const sure = rows.filter((r) => !r.review);
  const sureRight = sure.filter((r) => r.o.correct).length;
  console.log(`${label.padEnd(30)} accuracy ${pct(right, n)}  not flagged ${pct(sureRight, sure.length)}  review ${pct(n - sure.length, n)}  (n=${n})`);
  if (!detail) return;
  const bases = (Object.keys(BASES) as Basis[]).map((b) => {
    const mine = rows.filter((r) => r.o.fragment.basis === b);
    return `${b} ${pct(mine.filter((r) => r.o.correct).length, mine.length)} of ${mine.length}`;
  });
  console.log(`  by basis: ${bases.join('; ')}`);
}

/** Accuracy of the unmarked lines when the least sure 10%, 20%… are marked. */
function curve(preds: Array<{ confidence: number; correct: boolean }>): void {
  const sorted = [...preds].sort((a, b) => b.confidence - a.confidence);
  const points = [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4].map((share) => {
    const kept = sorted.slice(0, Math.round(sorted.length * (1 - share)));
    return `${Math.round(share * 100)}% → ${pct(kept.filter((p) => p.correct).length, kept.length)}`;
  });
  console.log(`  review share → not-flagged accuracy: ${points.join(', ')}`);
}

function pct(a: number, b: number): string {
  return b === 0 ? '  —  ' : `${((100 * a) / b).toFixed(1)}%`;
}
