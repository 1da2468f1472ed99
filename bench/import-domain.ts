// Speed of the pure book pipeline on a ~3-million-character book: splitChapters + analyzeBook
// (+ castVoices), per stage, with memory. The whole import (with storage) must stay under 10 s,
// so these stages should take a few seconds at most.
// Run: npx node bench/import-domain.ts [target-chars] [file under books/ru-txt | all | en]
// By default all the Russian books of /work/shared/books/ru-txt are joined (different texts, so the
// per-word-form caches do not flatter the numbers), repeated until the target size; `en` joins the
// English dev novels of books/en-pdnc (Gutenberg layout) instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  analyzeBook, castVoices, initBookPipeline, speakingShares, splitChapters, type AnalysisStage, type CastingVoice,
} from '../server/domain/book/index.ts';
import { DEV_NOVELS } from '../test/fixtures/attribution/pdnc/corpus.ts';
import { booksDir } from '../test/support/shared.ts';

const target = Number(process.argv[2] ?? 3_000_000);
const file = process.argv[3] ?? 'all';
const english = file === 'en';
const dir = english ? join(booksDir, 'en-pdnc') : join(booksDir, 'ru-txt');
const files = english ? DEV_NOVELS.map((n) => join(n, 'novel_text.txt')) : file === 'all' ? readdirSync(dir).filter((f) => f.endsWith('.txt')).sort() : [file];
const one = files.map((f, i) => `${english ? 'BOOK' : 'КНИГА'} ${i + 1}\n\n${readFileSync(join(dir, f), 'utf8')}`).join('\n\n');
const copies = Math.max(1, Math.ceil(target / one.length));
// Copies separated by a part heading, as one long book, cut at a paragraph near the target size.
const joined = Array.from({ length: copies }, (_, i) => `${english ? 'PART' : 'ЧАСТЬ'} ${i + 1}\n\n${one}`).join('\n\n');
const cut = joined.length > target ? joined.lastIndexOf('\n', target) : -1;
const text = cut > 0 ? joined.slice(0, cut) : joined;

const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
const mem = (label: string) => {
  const m = process.memoryUsage();
  console.log(`  memory ${label.padEnd(16)} rss ${mb(m.rss)}, heap used ${mb(m.heapUsed)}`);
};
const time = <T>(label: string, f: () => T): [T, number] => {
  const t0 = performance.now();
  const out = f();
  const ms = performance.now() - t0;
  console.log(`${label.padEnd(22)} ${(ms / 1000).toFixed(2)} s  (${Math.round(text.length / (ms / 1000)).toLocaleString('en')} chars/s)`);
  return [out, ms];
};

console.log(`${files.length === 1 ? files[0] : `${files.length} books of ${english ? 'en-pdnc' : 'ru-txt'}`}, repeated and cut: ${text.length.toLocaleString('en')} characters`);
mem('start');
const t0 = performance.now();
await initBookPipeline();
console.log(`${'initBookPipeline'.padEnd(22)} ${((performance.now() - t0) / 1000).toFixed(2)} s (az dictionaries)`);
mem('dictionaries');

const [chapters, splitMs] = time('splitChapters', () => splitChapters(text, english ? 'en' : undefined));
console.log(`  ${chapters.length} chapters, ${chapters.reduce((s, c) => s + c.paragraphs.length, 0).toLocaleString('en')} paragraphs`);

const stageMs = new Map<AnalysisStage, number>();
let stageStart = performance.now();
let lastStage: AnalysisStage | null = null;
const [book, analyzeMs] = time('analyzeBook', () => analyzeBook(chapters, {
  onProgress: (stage) => {
    if (stage !== lastStage) {
      const now = performance.now();
      if (lastStage) stageMs.set(lastStage, now - stageStart);
      stageStart = now;
      lastStage = stage;
    }
  },
}));
if (lastStage) stageMs.set(lastStage, performance.now() - stageStart);
for (const [stage, ms] of stageMs) console.log(`  stage ${stage.padEnd(16)} ${(ms / 1000).toFixed(2)} s`);
const lines = book.chapters.reduce((s, c) => s + c.lines.length, 0);
const review = book.chapters.reduce((s, c) => s + c.lines.filter((l) => l.review).length, 0);
console.log(`  ${lines.toLocaleString('en')} lines, ${book.characters.length} characters, ${review.toLocaleString('en')} lines for review`);
mem('after analysis');

const voices: CastingVoice[] = Array.from({ length: 12 }, (_, i) => ({
  id: `v${i}`, language: 'ru', gender: i % 2 ? 'f' : 'm', age: (['young', 'adult', 'old'] as const)[i % 3], calm: i / 12, preference: 1,
}));
const shares = speakingShares(book);
const [, castMs] = time('castVoices', () => castVoices(book.characters.map((c) => ({ ...c, share: shares.get(c.key) ?? 0 })), voices, 'ru'));

const total = splitMs + analyzeMs + castMs;
console.log(`total (split + analyze + cast) ${(total / 1000).toFixed(2)} s for ${text.length.toLocaleString('en')} chars: ${Math.round(text.length / (total / 1000)).toLocaleString('en')} chars/s`);
