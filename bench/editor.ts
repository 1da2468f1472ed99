// The chapter editor under load: time to interactive on a 2,000-line chapter (against a 20-line
// one), scroll smoothness in frames, keyboard moves and one edit's round trip, in Debian's
// Chromium over a real studio. Prints numbers and ratios; asserts nothing.
//
//   npm run build:ui && npx node bench/editor.ts [--lines 2000]
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { chromiumPath, launch, openPage } from '../e2e/support/browser.ts';
import { startE2eStudio, type E2eStudio } from '../e2e/support/studio.ts';
import type { BookDetail } from '../e2e/support/api-types.ts';

// The functions given to page.evaluate run in the browser; the Node project has no DOM types,
// so the little they touch is declared here (module scope: nothing leaks into other files).
interface El {
  value: string; options: El[]; dispatchEvent(e: unknown): void;
  scrollTop: number; clientHeight: number; scrollHeight: number; id: string; textContent: string | null;
  querySelectorAll(s: string): { length: number }; setAttribute(k: string, v: string): void; appendChild(c: El): void; remove(): void;
}
declare const document: { querySelector(s: string): El | null; createElement(tag: string): El; body: El };
declare const location: { hash: string };
declare const requestAnimationFrame: (cb: (now: number) => void) => number;
declare const Event: new (type: string, init: { bubbles: boolean }) => unknown;

const argLines = process.argv.indexOf('--lines');
const LINES = argLines > 0 ? Number(process.argv[argLines + 1]) : 2000;

/** One chapter of `lines` lines: paragraphs of a speech line and its attribution. */
function bookText(lines: number): string {
  const out = ['Глава 1. Длинная', ''];
  const who = [['Иван', 'сказал'], ['Мария', 'ответила'], ['Пётр', 'спросил']] as const;
  for (let i = 0; i < lines / 2; i++) {
    const [name, verb] = who[i % who.length]!;
    out.push(`— Это реплика номер ${i + 1}, и в ней есть немного текста для строки, — ${verb} ${name}.`, '');
  }
  return out.join('\n');
}

async function makeChapter(studio: E2eStudio, lines: number): Promise<{ bookId: string; chapterId: string; segments: number }> {
  const t0 = performance.now();
  const { book } = await studio.api<{ book: { id: string } }>('POST', '/books', { title: `Bench ${lines}`, text: bookText(lines) });
  const detail = await studio.api<{ book: BookDetail }>('GET', `/books/${book.id}`);
  const chapterId = detail.book.chapters[0]!.id;
  const view = await studio.api<{ segments: unknown[] }>('GET', `/chapters/${chapterId}`);
  console.log(`  book of ${view.segments.length} lines created and analysed in ${Math.round(performance.now() - t0)} ms`);
  return { bookId: book.id, chapterId, segments: view.segments.length };
}

/** From a click on the chapter in the book page to the lines painted and the inspector filled. */
async function timeToInteractive(page: Page, studio: E2eStudio, bookId: string, chapterId: string): Promise<number> {
  await page.goto(`${studio.url}/#/books/${bookId}`);
  await page.getByTestId('chapter-row').first().waitFor();
  const t0 = performance.now();
  await page.evaluate((id) => {
    location.hash = `#/chapters/${id}`;
  }, chapterId);
  await page.getByTestId('inspector').waitFor();
  await page.locator('[data-testid=line]').first().waitFor();
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  return performance.now() - t0;
}

interface ScrollStats {
  frames: number;
  fps: number;
  p95: number;
  worst: number;
  long: number;
  rowsInDom: number;
}

/** Scrolls a list top to bottom, 150 px a frame, recording the time between frames. */
async function scroll(page: Page, selector: string): Promise<ScrollStats> {
  return page.evaluate(async (sel) => {
    const el = document.querySelector(sel)!;
    const gaps: number[] = [];
    let maxRows = 0;
    let last = performance.now();
    el.scrollTop = 0;
    await new Promise<void>((done) => {
      const step = (now: number) => {
        gaps.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, el.querySelectorAll('[data-testid=line]').length);
        if (el.scrollTop + el.clientHeight >= el.scrollHeight - 2 || gaps.length > 3000) return done();
        el.scrollTop += 150;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    gaps.shift();
    const sorted = [...gaps].sort((a, b) => a - b);
    const total = gaps.reduce((a, b) => a + b, 0);
    return {
      frames: gaps.length, fps: (gaps.length / total) * 1000, p95: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
      worst: sorted[sorted.length - 1] ?? 0, long: gaps.filter((g) => g > 50).length, rowsInDom: maxRows,
    };
  }, selector);
}

/** The same scroll over a plain static list of as many rows (no React, no virtualisation): what
 * this browser does at best on this machine, to read the editor's numbers against. */
async function baselineScroll(page: Page, rows: number): Promise<ScrollStats> {
  await page.evaluate((n) => {
    const box = document.createElement('div');
    box.id = 'bench-baseline';
    box.setAttribute('style', 'position:fixed;inset:100px 400px 20px 20px;overflow-y:auto;background:#fff;z-index:99');
    for (let i = 0; i < n; i++) {
      const row = document.createElement('div');
      row.setAttribute('data-testid', 'line');
      row.setAttribute('style', 'padding:6px 12px 8px;border-bottom:1px solid #ddd;font-size:15px');
      row.textContent = `${i + 1}. Это реплика номер ${i + 1}, и в ней есть немного текста для строки.`;
      box.appendChild(row);
    }
    document.body.appendChild(box);
  }, rows);
  const stats = await scroll(page, '#bench-baseline');
  await page.evaluate(() => document.querySelector('#bench-baseline')!.remove());
  return stats;
}

/** 50 presses of ↓ and the time until the selection has moved 50 lines. */
async function keyboard(page: Page): Promise<number> {
  await page.evaluate(() => {
    document.querySelector('[data-testid=line-list]')!.scrollTop = 0;
  });
  await page.locator('[data-testid=line]', { hasText: 'номер 1,' }).first().click();
  const t0 = performance.now();
  for (let i = 0; i < 50; i++) await page.keyboard.press('ArrowDown');
  await page.locator('[data-testid=line].selected .line-no', { hasText: /^51$/ }).waitFor();
  return (performance.now() - t0) / 50;
}

/** Change a line's speaker through the inspector, timed inside the page (Playwright's own round
 * trips would dominate): when the row shows it (optimistic) and when the server's answer is in. */
async function editRoundTrip(page: Page): Promise<{ shown: number; answered: number }> {
  return page.evaluate(() => new Promise((resolve) => {
    const select = document.querySelector('[data-testid=speaker-select]')!;
    const speaker = () => document.querySelector('[data-testid=line][aria-selected=true] .speaker')!.textContent;
    const before = speaker();
    const next = Array.from(select.options).find((o) => o.value !== select.value)!;
    const t0 = performance.now();
    let shown = 0;
    const poll = () => {
      if (!shown && speaker() !== before) shown = performance.now() - t0;
      if (shown && !document.querySelector('.editor-head [role=status]')) return resolve({ shown, answered: performance.now() - t0 });
      requestAnimationFrame(poll);
    };
    select.value = next.value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
    requestAnimationFrame(poll);
  }));
}

async function main(): Promise<void> {
  if (!existsSync(chromiumPath())) return console.log(`bench/editor: no Chromium at ${chromiumPath()}; nothing measured.`);
  const studio = await startE2eStudio({ validate: false });
  const browser = await launch();
  try {
    const { page } = await openPage(browser);
    await page.goto(studio.link);
    await page.getByRole('heading', { name: 'Библиотека' }).waitFor();

    // Frame times depend on what else the machine does: its load is printed beside them.
    console.log(`Editor bench (${LINES} lines vs 20), load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores:`);
    const small = await makeChapter(studio, 20);
    const big = await makeChapter(studio, LINES);
    // Warm the page once (code, fonts), then take the best of three for each size.
    await timeToInteractive(page, studio, small.bookId, small.chapterId);
    const best = async (c: typeof small) => {
      const runs: number[] = [];
      for (let i = 0; i < 3; i++) runs.push(await timeToInteractive(page, studio, c.bookId, c.chapterId));
      return Math.min(...runs);
    };
    const ttiSmall = await best(small);
    const ttiBig = await best(big);
    console.log(`  time to interactive: ${small.segments} lines ${ttiSmall.toFixed(0)} ms, ${big.segments} lines ${ttiBig.toFixed(0)} ms`
      + ` (ratio ${(ttiBig / ttiSmall).toFixed(2)}× for ${(big.segments / small.segments).toFixed(0)}× the lines)`);

    const s = await scroll(page, '[data-testid=line-list]');
    const b = await baselineScroll(page, big.segments);
    const show = (x: ScrollStats) => `${x.frames} frames, ${x.fps.toFixed(1)} fps, p95 frame ${x.p95.toFixed(1)} ms, worst ${x.worst.toFixed(1)} ms, ${x.long} over 50 ms`;
    console.log(`  scroll top→bottom, editor:      ${show(s)}; at most ${s.rowsInDom} line rows in the DOM of ${big.segments}`);
    console.log(`  scroll top→bottom, static list: ${show(b)}`);
    console.log(`  editor / static: fps ${(s.fps / b.fps).toFixed(2)}×, p95 frame ${(s.p95 / b.p95).toFixed(2)}×`);
    const key = await keyboard(page);
    console.log(`  ↓ key: ${key.toFixed(1)} ms per move (including Playwright's round trip)`);
    const edit = await editRoundTrip(page);
    console.log(`  speaker change: shown in the row after ${edit.shown.toFixed(0)} ms, the server's whole chapter after ${edit.answered.toFixed(0)} ms`);
  } finally {
    await browser.close();
    await studio.close();
  }
}

await main();
