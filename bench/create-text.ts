// Typing in «Книга из текста» with a whole novel pasted: the time from a key press to the next
// painted frame, in the title field and in the text box, against the same keys in the empty box
// (the reference, measured in the same run). Prints times and ratios; asserts nothing.
//
//   npm run build:ui && npx node bench/create-text.ts [--kb 2000]
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { launch, openPage } from '../e2e/support/browser.ts';
import { startE2eStudio } from '../e2e/support/studio.ts';
import { sampleNovel } from '../test/fixtures/books/sample-novel.ts';

// page.evaluate runs in the browser; the Node project has no DOM types.
declare const requestAnimationFrame: (cb: (now: number) => void) => number;
interface Box { value: string; dispatchEvent(e: unknown): boolean; setSelectionRange(a: number, b: number): void; focus(): void }
declare const document: { querySelector(s: string): Box | null };
declare const Event: new (type: string, init: { bubbles: boolean }) => unknown;
declare const ClipboardEvent: new (type: string, init: { clipboardData: unknown; bubbles: boolean; cancelable: boolean }) => unknown;
declare const DataTransfer: new () => { setData(type: string, v: string): void };
declare const HTMLTextAreaElement: { prototype: object };

const argKb = process.argv.indexOf('--kb');
const KB = argKb > 0 ? Number(process.argv[argKb + 1]) : 2000;
const KEYS = 30;

function novelOf(kb: number): string {
  let text = '';
  for (let chapters = 50; Buffer.byteLength(text) < kb * 1024; chapters *= 2) text = sampleNovel({ chapters });
  return text;
}

/** Pastes as the browser does: a paste event, and the text inserted unless the page took it. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((t) => {
    const box = document.querySelector('.modal textarea[name=text]')!;
    box.focus();
    const data = new DataTransfer();
    data.setData('text/plain', t);
    if (!box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))) return;
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, t);
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.setSelectionRange(t.length, t.length);
  }, text);
}

/** Median milliseconds from a key press in `field` to the frame after it. */
async function keyLatency(page: Page, field: string): Promise<number> {
  await page.locator(field).focus();
  const times: number[] = [];
  for (let i = 0; i < KEYS; i++) {
    const t0 = performance.now();
    await page.keyboard.press(i % 2 ? 'Backspace' : 'KeyA');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const BOX = '.modal textarea[name=text]';
const TITLE = '.modal input[name=title]';
const [browser, studio] = await Promise.all([launch(), startE2eStudio({ validate: false })]);
try {
  const { page, context } = await openPage(browser);
  await context.addInitScript((handed) => {
    Object.defineProperty(globalThis, 'glava', { value: Object.freeze(handed) });
  }, { session: studio.session(), apiBase: `${studio.url}/api/v1` });
  await page.goto(`${studio.url}/#/`);
  const open = async () => {
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Книга из текста' }).first().click();
  };
  const novel = novelOf(KB);
  const kb = Math.round(Buffer.byteLength(novel) / 1024);
  const chapter = novel.slice(0, 60_000);
  console.log(`create-text: ${KEYS} keys, ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}`);
  await open();
  const reference = await keyLatency(page, BOX);
  await open();
  await paste(page, chapter);
  const small = await keyLatency(page, BOX);
  await open();
  await paste(page, novel);
  const title = await keyLatency(page, TITLE);
  const inBox = await page.locator(BOX).count() ? await keyLatency(page, BOX) : null;
  console.log(`  text box, empty:                     ${reference.toFixed(1)} ms a key (reference)`);
  console.log(`  text box, ${Math.round(chapter.length / 1000)}k characters pasted:     ${small.toFixed(1)} ms a key  ×${(small / reference).toFixed(2)}`);
  console.log(`  title field, ${kb} KB pasted:        ${title.toFixed(1)} ms a key  ×${(title / reference).toFixed(2)}`);
  console.log(inBox === null
    ? `  text box, ${kb} KB pasted:           held aside (no box to type in: the editor edits the lines)`
    : `  text box, ${kb} KB pasted:           ${inBox.toFixed(1)} ms a key  ×${(inBox / reference).toFixed(2)}`);
} finally {
  await browser.close();
  await studio.close();
}
