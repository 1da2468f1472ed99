// Book import speed: parses every real book in /work/shared/books and a ~10 MB FB2/EPUB/DOCX built
// from Crime and Punishment, and prints MB/s and the time per stage (unzip, decode, XML parse, text
// extraction, chapter split). Then times how fast hostile files are refused.
//   npx node bench/import-files.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateRawSync } from 'node:zlib';
import { newTimings, parseBookFile, type ImportTimings } from '../server/domain/import/index.ts';
import { buildDocx, type DocxBlock } from '../test/fixtures/books/docx-builder.ts';
import { buildEpub } from '../test/fixtures/books/epub-builder.ts';
import { buildFb2 } from '../test/fixtures/books/fb2-builder.ts';
import { tinyPng } from '../test/fixtures/books/png.ts';
import { russianBook } from '../test/fixtures/books/russian-book.ts';
import { buildZip } from '../test/fixtures/books/zip-writer.ts';
import { booksDir } from '../test/support/shared.ts';

const RUNS = 3;
const MB = 1024 * 1024;

interface Sample {
  name: string;
  data: Buffer;
}

function realBooks(): Sample[] {
  const out: Sample[] = [];
  for (const dir of ['ru-txt', 'ru-fb2', 'en-epub']) {
    for (const f of readdirSync(join(booksDir, dir)).sort()) {
      if (!/\.(txt|fb2|epub)$/.test(f) || /^(README|LICENSE)/.test(f)) continue;
      out.push({ name: `${dir}/${f}`, data: readFileSync(join(booksDir, dir, f)) });
    }
  }
  return out;
}

function builtBooks(): Sample[] {
  const big = russianBook('CrimeAndPunishment.txt', 'Преступление и наказание', { first: 'Фёдор', last: 'Достоевский' }, { repeat: 5 });
  const fathers = russianBook('FathersAndSons.txt', 'Отцы и дети', { first: 'Иван', last: 'Тургенев' });
  const fb2 = Buffer.from(buildFb2(big, { partSize: 7, cover: tinyPng() }));
  const docxBlocks: DocxBlock[] = fathers.chapters.flatMap((c) => [{ style: 'Heading1', segments: [{ text: c.title }] }, ...c.paragraphs.map((p) => ({ segments: p.segments }))]);
  return [
    { name: 'built/crime×5.fb2', data: fb2 },
    { name: 'built/crime×5.fb2.zip', data: buildZip([{ name: 'crime.fb2', data: fb2 }]) },
    { name: 'built/crime×5.epub', data: buildEpub(big, { version: 3, cover: true, partSize: 7 }) },
    { name: 'built/fathers.docx', data: buildDocx(docxBlocks, { title: 'Отцы и дети' }) },
  ];
}

function hostileBooks(): Sample[] {
  const small = russianBook('Nos.txt', 'Нос', { first: 'Николай', last: 'Гоголь' }, { maxChapters: 1 });
  const bomb = deflateRawSync(Buffer.alloc(64 * MB, 0x61));
  const moderate = Buffer.from(Array.from({ length: 60_000 }, (_, i) => `<p>Строка ${(i * 7919) % 100_003} и ещё ${i % 977}.</p>\n`).join(''));
  const moderateZ = deflateRawSync(moderate);
  const pages: Record<string, { rawDeflated: Buffer; size: number }> = {};
  for (let i = 1; i <= 50; i++) pages[`OEBPS/text/ch${i}.xhtml`] = { rawDeflated: moderateZ, size: moderate.length };
  const fifty = { ...small, chapters: Array.from({ length: 50 }, (_, i) => ({ title: `Глава ${i + 1}`, paragraphs: small.chapters[0].paragraphs.slice(0, 1) })) };
  const lol = `<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>`;
  const fb2 = (prolog: string, body: string) => Buffer.from(`<?xml version="1.0"?>${prolog}<FictionBook><body>${body}</body></FictionBook>`);
  return [
    { name: 'fb2.zip inflating 1000× (64 MB)', data: buildZip([{ name: 'a.fb2', data: '', rawDeflated: bomb, claimedSize: 64 * MB }]) },
    { name: 'epub of 50 pages = 120 MB inflated', data: buildEpub(fifty, { override: pages }) },
    { name: 'fb2 billion laughs', data: fb2(lol, '<section><p>&lol9;</p></section>') },
    { name: 'fb2 of 4M empty elements', data: fb2('', `<section>${'<p/>'.repeat(4_000_000)}</section>`) },
    { name: 'fb2 nested 1M sections', data: fb2('', '<section>'.repeat(1_000_000) + '</section>'.repeat(1_000_000)) },
    { name: '10 001-entry zip', data: buildZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `f${i}`, data: '', method: 'store' as const }))) },
  ];
}

const fileNameOf = (name: string) => (name.includes('.') ? name.replace(/^.*\//, '').replace(/\s.*$/, '') : `${name}.txt`);
const hostileName = (name: string) => (name.startsWith('epub') ? 'x.epub' : name.startsWith('fb2.zip') ? 'x.fb2.zip' : name.startsWith('fb2') ? 'x.fb2' : 'x.epub');

async function measure(s: Sample, fileName: string) {
  const runs: Array<{ ms: number; timings: ImportTimings }> = [];
  let chapters = 0;
  let error = '';
  for (let r = 0; r < RUNS; r++) {
    const timings = newTimings();
    const start = performance.now();
    try {
      const book = await parseBookFile(s.data, fileName, { timings });
      chapters = book.chapters.length;
    } catch (e) {
      error = (e as { code?: string }).code ?? 'error';
    }
    runs.push({ ms: performance.now() - start, timings });
  }
  runs.sort((a, b) => a.ms - b.ms);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, chapters, error };
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
const row = (cells: Array<string | number>, widths: number[]) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[0]) : pad(c, widths[i]))).join(' ');

const widths = [34, 8, 9, 8, 8, 8, 8, 8, 8, 6];
console.log(row(['book', 'MB', 'total ms', 'MB/s', 'unzip', 'decode', 'xml', 'extract', 'split', 'chaps'], widths));
let totalMb = 0;
let totalMs = 0;
for (const s of [...realBooks(), ...builtBooks()]) {
  const { ms, timings: t, chapters, error } = await measure(s, fileNameOf(s.name));
  const mb = s.data.length / MB;
  totalMb += mb;
  totalMs += ms;
  const f = (x: number) => x.toFixed(1);
  console.log(row([s.name, mb.toFixed(2), f(ms), (mb / (ms / 1000)).toFixed(1), f(t.unzip), f(t.decode), f(t.xml), f(t.extract), f(t.split), error || chapters], widths));
}
console.log(`all books: ${totalMb.toFixed(1)} MB in ${(totalMs / 1000).toFixed(2)} s = ${(totalMb / (totalMs / 1000)).toFixed(1)} MB/s (median of ${RUNS} runs each)`);

console.log('\nhostile files: time to refuse');
for (const s of hostileBooks()) {
  const { ms, error } = await measure(s, hostileName(s.name));
  console.log(`${s.name.padEnd(40)} ${(s.data.length / MB).toFixed(2).padStart(6)} MB  ${ms.toFixed(0).padStart(6)} ms  → ${error || 'ACCEPTED (bug)'}`);
}
const mem = process.memoryUsage();
console.log(`\npeak-ish memory now: rss ${(mem.rss / MB).toFixed(0)} MB, heap ${(mem.heapUsed / MB).toFixed(0)} MB`);
