// The older paragraph-level labelled set (test/fixtures/attribution/*.json): overall accuracy, accuracy
// of lines not marked for review, review share, per book, and the misses (--all: also those marked).
// Kept for reference; the labelled prose set (prose.ts) is the measure, and its test gates quality.
import { evaluate, type Outcome } from '../../test/fixtures/attribution/evaluate.ts';

const started = performance.now();
const score = await evaluate();
const pct = (a: number, b: number) => (b === 0 ? '—' : `${((100 * a) / b).toFixed(1)}%`);

console.log(`labelled lines: ${score.total}`);
console.log(`accuracy:                ${pct(score.correct, score.total)} (${score.correct}/${score.total})  target ≥ 90%`);
console.log(`accuracy (not review):   ${pct(score.correctUnreviewed, score.unreviewed)} (${score.correctUnreviewed}/${score.unreviewed})  target ≥ 97%`);
console.log(`marked for review:       ${pct(score.reviewed, score.total)} (${score.reviewed})`);

const books = new Map<string, Outcome[]>();
for (const o of score.outcomes) books.set(o.book, [...(books.get(o.book) ?? []), o]);
for (const [book, os] of books) {
  const sure = os.filter((o) => !o.review);
  console.log(`  ${book.padEnd(22)} ${pct(os.filter((o) => o.correct).length, os.length).padStart(6)} of ${String(os.length).padStart(3)}; not review ${pct(sure.filter((o) => o.correct).length, sure.length).padStart(6)}; review ${pct(os.length - sure.length, os.length)}`);
}

const all = process.argv.includes('--all');
// The holdout books' misses stay unprinted: Нос is in the prose set's test split, never read while writing rules.
const misses = score.outcomes.filter((o) => !o.correct && (all || !o.review) && !o.book.endsWith('-holdout'));
console.log(`\n${all ? 'all misses' : 'misses not marked for review'}: ${misses.length}`);
for (const o of misses) {
  console.log(`  ${o.book} ${o.item.chapter}:${o.item.paragraph} want ${o.item.speaker}, got ${o.predicted} (${o.confidence}${o.review ? ', review' : ''}) ${o.issue.slice(0, 90)}`);
  console.log(`      ${o.item.text.slice(0, 140)}`);
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`);
