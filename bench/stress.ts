// Russian stress placement on real books: load time and memory of the stress data, words per
// second line by line (cold caches, then warm), where the stresses came from, review notes per
// thousand words, and agreement with StressRNN's data_ru.csv snippets (stress of a word in running
// text). Run: npx node bench/stress.ts [book.txt …]   (default: three books from ../shared/books/ru-txt)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initMorphology } from '../server/domain/book/morphology.ts';
import { loadStressPlacer, type StressSource } from '../server/engines/stress/index.ts';
import { vowelCount } from '../server/engines/stress/letters.ts';
import { tokenize } from '../server/engines/stress/tokens.ts';
import { installStressData } from '../server/engines/stress/stress-data.fixture.ts';
import { booksDir, sharedModelsDir } from '../test/support/shared.ts';

const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;
function memory(): { heap: number; rss: number } {
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.arrayBuffers, rss: m.rss };
}

const books = process.argv.slice(2).length > 0
  ? process.argv.slice(2)
  : ['KapitanskayaDochka.txt', 'FathersAndSons.txt', 'Shinel.txt'].map((b) => join(booksDir, 'ru-txt', b));

const data = await installStressData();
try {
  const m0 = memory();
  let t = performance.now();
  await initMorphology();
  const m1 = memory();
  console.log(`az morphology: ${((performance.now() - t) / 1000).toFixed(2)} s, heap+buffers +${mb(m1.heap - m0.heap)}, rss +${mb(m1.rss - m0.rss)}`);
  t = performance.now();
  const placer = await loadStressPlacer(data.dirs);
  const m2 = memory();
  console.log(`StressRNN runs on ${placer.model?.net.usesSimd ? 'WebAssembly SIMD' : 'plain JavaScript'}`);
  console.log(`stress data:   ${((performance.now() - t) / 1000).toFixed(2)} s, heap+buffers +${mb(m2.heap - m1.heap)}, rss +${mb(m2.rss - m1.rss)}${gc ? '' : ' (run with --expose-gc for steadier numbers)'}`);

  const lines = books.flatMap((b) => readFileSync(b, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== ''));
  const words = lines.reduce((n, l) => n + tokenize(l).reduce((k, u) => k + u.parts.length, 0), 0);
  const review = new Map<string, number>();
  let notes = 0;
  for (const pass of ['cold', 'warm'] as const) {
    const runs = placer.model?.runs ?? 0;
    t = performance.now();
    const cpu0 = process.cpuUsage();
    for (const l of lines) {
      const r = placer.place(l);
      if (pass === 'cold') {
        notes += r.review.length;
        for (const n of r.review) review.set(n.word.toLowerCase(), (review.get(n.word.toLowerCase()) ?? 0) + 1);
      }
    }
    const s = (performance.now() - t) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const cpuS = (cpu.user + cpu.system) / 1e6;
    console.log(`${pass} pass: ${words} words in ${s.toFixed(2)} s = ${Math.round(words / s)} words/s; CPU ${cpuS.toFixed(2)} s = `
      + `${Math.round(words / cpuS)} words/CPU-s (${lines.length} lines; model runs ${(placer.model?.runs ?? 0) - runs})`);
  }
  const m3 = memory();
  console.log(`after the books: heap+buffers +${mb(m3.heap - m2.heap)} of caches`);

  const stats = placer.stats;
  const total = Object.values(stats).reduce((a, b) => a + b, 0) / 2;
  console.log('\nsources (share of words, one pass):');
  for (const k of Object.keys(stats) as StressSource[]) console.log(`  ${k.padEnd(16)} ${((100 * stats[k]) / 2 / total).toFixed(1).padStart(5)}%`);
  console.log(`review notes: ${notes} = ${((1000 * notes) / words).toFixed(1)} per 1000 words; most frequent:`);
  console.log(`  ${[...review].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([w, n]) => `${w} ${n}`).join(', ')}`);

  // data_ru.csv: "index,snippet,position" with the stressed letter's index in the snippet (the
  // middle word's), e.g. "в марте 200,3". Not independent of the model (StressRNN's training
  // snippets), but it checks the whole chain on words as they occur in text.
  const csv = readFileSync(join(sharedModelsDir, 'stress-stressrnn', 'data_ru.csv'), 'utf8').split(/\r?\n/).slice(1);
  let agree = 0;
  let asked = 0;
  let unmarked = 0;
  for (const row of csv) {
    const m = /^\d+,(.*),(\d+)$/.exec(row);
    if (!m) continue;
    const [snippet, pos] = [m[1], Number(m[2])];
    const unit = tokenize(snippet).find((u) => u.parts.length === 1 && u.parts[0].start <= pos && pos < u.parts[0].end);
    if (!unit || unit === tokenize(snippet).at(-1)) continue;
    const part = unit.parts[0];
    if (vowelCount(part.letters) < 2 || /ё/i.test(part.letters)) continue;
    asked++;
    const text = snippet.slice(0, part.end);
    const got = placer.place(text).text;
    // Walk the output against the input: inserted '+' are the marks; ё may replace е.
    let mark = -1;
    let yo = false;
    for (let i = 0, j = 0; i < got.length; i++) {
      if (got[i] === '+' && text[j] !== '+') {
        if (j >= part.start) mark = j;
        continue;
      }
      if (j === pos && got[i].toLowerCase() === 'ё') yo = true;
      j++;
    }
    if (mark === pos || yo) agree++;
    else if (mark < 0) unmarked++;
  }
  console.log(`\ndata_ru.csv: ${asked} words of two or more vowels in context, same stress ${((100 * agree) / asked).toFixed(1)}%, left unmarked ${((100 * unmarked) / asked).toFixed(1)}% (homographs for review)`);
} finally {
  data.cleanup();
}
