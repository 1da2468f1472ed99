// Russian stress placement: quality and speed of the stress data the model manager installs,
// the full set (with Giella's full-form dictionary) against the set before it, in the same run.
// - quality on hand-stressed text never tuned on: the prose set of test/fixtures/stress and
//   StressRNN's data_ru.csv snippets, each split dev/test (misses printed for dev only);
// - load time and memory; words per second line by line on books (cold caches, then warm);
//   the whole of «Преступление и наказание» on a fresh placer; where the stresses came from.
// Run: npx node --expose-gc bench/stress.ts [--misses N] [--quality-only] [book.txt …]   (default books: three from ../shared/books/ru-txt)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initMorphology } from '../server/domain/book/morphology.ts';
import { loadStressPlacer, type RussianStressPlacer, type StressDataDirs, type StressSource } from '../server/engines/stress/index.ts';
import { tokenize } from '../server/engines/stress/tokens.ts';
import { installStressData } from '../server/engines/stress/stress-data.fixture.ts';
import { booksDir } from '../test/support/shared.ts';
import { printQuality } from './stress/quality.ts';

const mb = (n: number) => `${(n / 2 ** 20).toFixed(1)} MB`;
const gc = (globalThis as { gc?: () => void }).gc;
function memory(): { heap: number; rss: number } {
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed + m.arrayBuffers, rss: m.rss };
}

const args = process.argv.slice(2);
const qualityOnly = args.includes('--quality-only');
const missesAt = args.indexOf('--misses');
const misses = missesAt >= 0 ? Number(args[missesAt + 1]) : 40;
const bookArgs = args.filter((a, i) => !a.startsWith('--') && (missesAt < 0 || i !== missesAt + 1));
const books = bookArgs.length > 0 ? bookArgs : ['KapitanskayaDochka.txt', 'FathersAndSons.txt', 'Shinel.txt'].map((b) => join(booksDir, 'ru-txt', b));
const readLines = (path: string) => readFileSync(path, 'utf8').split(/\r?\n/).filter((l) => l.trim() !== '');
const countWords = (lines: string[]) => lines.reduce((n, l) => n + tokenize(l).reduce((k, u) => k + u.parts.length, 0), 0);

const data = await installStressData();
try {
  await initMorphology();
  const { giella: giellaDir, ...rest } = data.dirs;
  const sets: { name: string; dirs: StressDataDirs }[] = [
    { name: 'before (no full forms)', dirs: rest },
    { name: 'with full forms', dirs: data.dirs },
    { name: 'recommended only', dirs: { giella: giellaDir, stressrnn: data.dirs.stressrnn, properNouns: data.dirs.properNouns } },
  ];

  // Load time and memory of each set on its own.
  const loaded: { name: string; placer: RussianStressPlacer; seconds: number }[] = [];
  for (const s of sets) {
    const m0 = memory();
    const t = performance.now();
    const placer = await loadStressPlacer(s.dirs);
    const seconds = (performance.now() - t) / 1000;
    const m1 = memory();
    loaded.push({ name: s.name, placer, seconds });
    console.log(`${s.name.padEnd(22)} load ${seconds.toFixed(2)} s, heap+buffers +${mb(m1.heap - m0.heap)}, rss +${mb(m1.rss - m0.rss)}`);
  }
  const full = loaded[1].placer;
  console.log(`StressRNN runs on ${full.model?.net.usesSimd ? 'WebAssembly SIMD' : 'plain JavaScript'}${gc ? '' : ' (run with --expose-gc for steadier memory figures)'}`);

  printQuality([{ name: 'no stress data', placer: null }, ...loaded], full.giella, { misses });

  if (qualityOnly) process.exit(0);
  // Speed: fresh placers (empty caches), the same lines, the two main sets in turn.
  const crime = readLines(join(booksDir, 'ru-txt', 'CrimeAndPunishment.txt'));
  const lines = books.flatMap(readLines);
  const words = countWords(lines);
  const crimeWords = countWords(crime);
  console.log(`\nspeed (fresh placers; ${words} words in ${lines.length} lines of ${books.length} books; «Преступление и наказание» ${crimeWords} words):`);
  const speed: Record<string, { warm: number; crime: number; crimeCpu: number }> = {};
  let fresh: RussianStressPlacer | null = null;
  for (const s of sets.slice(0, 2)) {
    const placer = await loadStressPlacer(s.dirs);
    const result = { warm: 0, crime: 0, crimeCpu: 0 };
    for (const pass of ['cold', 'warm'] as const) {
      const t = performance.now();
      for (const l of lines) placer.place(l);
      const sec = (performance.now() - t) / 1000;
      if (pass === 'warm') result.warm = words / sec;
      console.log(`  ${s.name.padEnd(22)} ${pass}: ${sec.toFixed(2)} s = ${Math.round(words / sec)} words/s`);
    }
    const crimePlacer = await loadStressPlacer(s.dirs);
    const t = performance.now();
    const cpu0 = process.cpuUsage();
    for (const l of crime) crimePlacer.place(l);
    result.crime = (performance.now() - t) / 1000;
    const cpu = process.cpuUsage(cpu0);
    result.crimeCpu = (cpu.user + cpu.system) / 1e6;
    console.log(`  ${s.name.padEnd(22)} «Преступление и наказание», fresh: ${result.crime.toFixed(1)} s (CPU ${result.crimeCpu.toFixed(1)} s) = `
      + `${Math.round(crimeWords / result.crimeCpu)} words/CPU-s`);
    speed[s.name] = result;
    fresh = crimePlacer;
  }
  const [a, b] = sets.map((s) => speed[s.name]);
  console.log(`  ratio with/without full forms: warm words/s ×${(b.warm / a.warm).toFixed(2)}, whole novel time ×${(b.crime / a.crime).toFixed(2)}, `
    + `CPU ×${(b.crimeCpu / a.crimeCpu).toFixed(2)} (wall times follow the machine's load; CPU seconds less so)`);

  if (fresh) {
    const stats = fresh.stats;
    const total = Object.values(stats).reduce((x, y) => x + y, 0);
    console.log('\nsources on «Преступление и наказание» (with full forms):');
    for (const k of Object.keys(stats) as StressSource[]) console.log(`  ${k.padEnd(16)} ${((100 * stats[k]) / total).toFixed(1).padStart(5)}%`);
  }
} finally {
  data.cleanup();
}
