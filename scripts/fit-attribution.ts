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
//     otherwise look general; so are a book's renamed readings (below).
//  3. The calibration (a logistic regression from the winner's probability, margin and kind of
//     evidence to "right") and the review threshold (the lowest that keeps `--precision` of the
//     unmarked lines right, or the one that marks `--review-share` of them) are fit on those
//     predictions; their own figures come from a second, nested cross-validation.
//
// Names never seen: a model fit on the dev books' own names learns those names' habits (how az reads
// them, which of them the lists know), which an unseen book does not share. `--renamed=default,alpha`
// adds the dev books read with every person renamed by those salts (fit/namings.ts, the renamed
// bench's renamer) to what the fit learns from; `--renamed-only` leaves the books as written out.
// `--judge=beta` reads a salt the fit never learnt from, left one book out like the rest, as an honest
// figure for names never seen. Every reading is also scored with the committed model and, in sample,
// with the model fit here, for the table in docs/attribution/ru/the-model.md «A fit for names never seen».
// The test split is never read (devLabelFiles opens the dev files by name).
// Run: npx node scripts/fit-attribution.ts [--rounds=3] [--l2=0.01] [--precision=0.92 | --review-share=0.2]
//        [--renamed=default,alpha] [--renamed-only] [--judge=beta] [--dry] [--misses]
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initBookPipeline, type SpeakerModel } from '../server/domain/book/index.ts';
import { calibrationFeatures, rank, sigmoid, scoreOf } from '../server/domain/book/model.ts';
import { BASES, type Basis } from '../test/fixtures/attribution/prose/labels.ts';
import { devLabelFiles } from '../test/fixtures/attribution/prose/renamed-books.ts';
import { observe, type Observed } from '../test/fixtures/attribution/prose/fit/collect.ts';
import { fitConditionalLogit, fitLogistic, thresholdFor, type Choice } from '../test/fixtures/attribution/prose/fit/logit.ts';
import { loadNaming, ORIGINAL, type Naming } from '../test/fixtures/attribution/prose/fit/namings.ts';
import { thresholdForShare, unmarkedRightAtShare, type Prediction } from '../test/fixtures/attribution/prose/fit/review.ts';

const text = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const arg = (name: string, fallback: number) => Number(text(name) ?? fallback);
const list = (name: string) => (text(name) ?? '').split(',').filter(Boolean);
const rounds = arg('rounds', 3);
const l2 = arg('l2', 0.01);
// 97% of unmarked lines right (the target) is out of reach on dev; 92% is the level chosen.
const PRECISION = arg('precision', 0.92);
// Or the review share fixed in advance (the threshold then marks at most that share of the lines).
const reviewShare = text('review-share') === undefined ? undefined : arg('review-share', 0.2);
const out = fileURLToPath(new URL('../server/domain/book/speaker-model.json', import.meta.url));
const committed = JSON.parse(readFileSync(out, 'utf8')) as SpeakerModel;

/** The readings the fit learns from, and those it is judged on (the originals always, as the bench reads them). */
const learnFrom = [...(process.argv.includes('--renamed-only') ? [] : [ORIGINAL]), ...list('renamed')];
if (learnFrom.length === 0) throw new Error('--renamed-only needs --renamed=salt,…');
const judged = [...new Set([ORIGINAL, ...list('judge')])];
const readings = [...new Set([...learnFrom, ...judged])];

/** The rules alone: the model only repeats their choice (round one reads with it). */
const RULES: SpeakerModel = { weights: { 'rule:conf': 20 }, calibration: { bias: -2, ruleAgrees: 4 }, reviewBelow: 0.7 };

await initBookPipeline();
const devFiles = devLabelFiles();
const namings = new Map<string, Naming>();
for (const id of readings) namings.set(id, await loadNaming(id, devFiles));
const started = performance.now();
const secs = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;

interface Row extends Choice {
  file: string;
}
type Seen = Observed & { naming: string };
/** The book a label file covers: `dev-shinel` and `dev2-shinel` are one book. */
const bookOf = (file: string) => file.replace(/^[a-z]+\d*-/, '');
const books = [...new Set(devFiles.map((f) => bookOf(f.name)))];
const toRows = (obs: Observed[]): Row[] => obs.filter((o) => o.candidates.length > 0).map((o) => ({ file: o.file, candidates: o.candidates, gold: o.gold }));
const fit = (rows: Row[]) => fitConditionalLogit(rows, { l2 });
/** One reading of the dev split (or of one of its books) with `model`. */
async function read(id: string, model: SpeakerModel, book?: string): Promise<Seen[]> {
  const n = namings.get(id) as Naming;
  const files = book === undefined ? n.files : n.files.filter((f) => bookOf(f.name) === book);
  return (await observe(files, model, n.chapters)).map((o) => ({ ...o, naming: id }));
}

let model: SpeakerModel = RULES;
const pool: Row[] = [];
for (let r = 1; r <= rounds; r++) {
  const read1: Seen[][] = [];
  for (const id of learnFrom) read1.push(await read(id, model));
  for (const obs of read1) pool.push(...toRows(obs));
  model = { ...model, weights: fit(pool) };
  const right = read1.map((obs, i) => `${learnFrom[i]} ${pct(obs.filter((o) => o.correct).length, obs.length)}`).join(', ');
  console.log(`round ${r}: read with the last model ${right} right; ${pool.length} rows pooled (${secs()})`);
}

// Cross-validated predictions: each book, in every reading, read with weights that never saw it under any name.
const cv: Array<Seen & { calib: Record<string, number> }> = [];
const weightsWithout = new Map<string, Record<string, number>>();
for (const book of books) {
  const weights = fit(pool.filter((r) => bookOf(r.file) !== book));
  weightsWithout.set(book, weights);
  for (const id of readings) for (const o of await read(id, { ...model, weights }, book)) cv.push({ ...o, calib: calibrationOf(o, weights) });
}
console.log(`cross-validated by book, ${books.length} books, ${readings.length} readings (${secs()})`);

// Calibration and threshold on the cross-validated predictions of what the fit learns from; their figures by a nested split.
const learnt = cv.filter((o) => learnFrom.includes(o.naming));
const finalCalibration = fitCalibration(learnt);
// A fragment read as narration is never marked; one whose anchor was not found counts as marked.
const confidence = (o: (typeof cv)[number], c: Record<string, number>) =>
  (o.candidates.length > 0 ? sigmoid(scoreOf(o.calib, c)) : o.predicted === '@narrator' && !o.asSpeech ? 1 : 0);
const thresholdOf = (p: Prediction[]) => (reviewShare === undefined ? thresholdFor(p, PRECISION) : thresholdForShare(p, reviewShare));
const threshold = thresholdOf(learnt.map((o) => ({ confidence: confidence(o, finalCalibration), correct: o.correct })));
const honest: Array<{ o: Seen; review: boolean; confidence: number }> = [];
const modelWithout = new Map<string, SpeakerModel>();
for (const book of books) {
  const rest = learnt.filter((o) => bookOf(o.file) !== book);
  const c = fitCalibration(rest);
  const t = thresholdOf(rest.map((o) => ({ confidence: confidence(o, c), correct: o.correct })));
  for (const o of cv.filter((x) => bookOf(x.file) === book)) honest.push({ o, review: confidence(o, c) < t, confidence: confidence(o, c) });
  modelWithout.set(book, { weights: weightsWithout.get(book) as Record<string, number>, calibration: c, reviewBelow: t });
}

const final: SpeakerModel = { weights: fit(pool), calibration: finalCalibration, reviewBelow: Math.round(threshold * 1000) / 1000 };
console.log(`review threshold ${final.reviewBelow}; ${Object.keys(final.weights).length} weights; learnt from ${learnFrom.join('+')}`);

// Every judged reading: the committed model and this fit in sample (as the bench reads them), and this fit left one book out.
const summary: string[] = [];
for (const id of judged) {
  const mine = honest.filter((h) => h.o.naming === id);
  const asCommitted = (await read(id, committed)).map((o) => ({ o, review: o.review }));
  const inSample = (await read(id, final)).map((o) => ({ o, review: o.review }));
  // Each book read by the whole model fit without it, marked as the studio marks (the phase check included).
  const studio: Array<{ o: Observed; review: boolean }> = [];
  for (const book of books) for (const o of await read(id, modelWithout.get(book) as SpeakerModel, book)) studio.push({ o, review: o.review });
  console.log(`\n## ${id}${learnFrom.includes(id) ? '' : ' (never learnt from)'}`);
  report('committed model', asCommitted);
  report('this fit, in sample', inSample);
  report('this fit, leave one book out', mine);
  report('  as the studio marks', studio);
  const share = asCommitted.filter((r) => r.review).length / asCommitted.length;
  const at = unmarkedRightAtShare(studio.map((r) => ({ confidence: r.o.confidence, correct: r.o.correct })), share);
  const committedAt = unmarkedRightAtShare(asCommitted.map((r) => ({ confidence: r.o.confidence, correct: r.o.correct })), share);
  console.log(`  the least sure ${pct(Math.round(share * studio.length), studio.length)} marked (the committed model's share): not flagged, left out ${pct(at.right, at.n)}, committed ${pct(committedAt.right, committedAt.n)}`);
  curve(mine.map((h) => ({ confidence: h.confidence, correct: h.o.correct })));
  if (id === ORIGINAL) for (const book of books) report(`  ${book}`, mine.filter((h) => bookOf(h.o.file) === book), false);
  summary.push(`| ${id} | ${figures(asCommitted)} | ${figures(inSample)} | ${figures(studio)} | ${pct(at.right, at.n)} (committed ${pct(committedAt.right, committedAt.n)}) |`);
}
console.log(`\n| reading | committed model: right / not flagged right / marked | this fit, in sample | this fit, left one book out (the studio's marks) | left out, not flagged right at the committed share |`);
for (const s of summary) console.log(s);

if (process.argv.includes('--misses')) {
  for (const { o, review } of honest.filter((h) => !h.o.correct && h.o.naming === ORIGINAL)) {
    console.log(`${review ? 'review' : 'SURE  '} ${o.file}:${o.fragment.line} [${o.fragment.basis} ${o.group}] want ${o.fragment.speaker}, got ${o.predicted}${o.ruleCorrect ? ' (rules right)' : ''} of ${o.names.join(', ')}`);
    console.log(`        ${o.text.slice(0, 110)}`);
  }
}
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

/** Right / not flagged right / marked, as the table prints them. */
function figures(rows: Array<{ o: Observed; review: boolean }>): string {
  const sure = rows.filter((r) => !r.review);
  return `${pct(rows.filter((r) => r.o.correct).length, rows.length)} / ${pct(sure.filter((r) => r.o.correct).length, sure.length)} / ${pct(rows.length - sure.length, rows.length)}`;
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
  return b === 0 ? '  —  ' : `${((100 * a) / b).toFixed(2)}%`;
}
