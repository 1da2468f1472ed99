// The read-along edition through the studio: a book with one of its two chapters voiced; the
// export panel names the unvoiced chapter before the author confirms, a double click starts one
// export, the EPUB downloads, and its chapter page renders in Chromium with every line a span,
// the spoken-line highlight styled, and the chapter's audio playable at its stated length.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkEpub, clockSeconds } from '../server/engines/export/epub/check.fixture.ts';
import { shot } from './support/browser.ts';
import { createBook, jobCount, useScene, voiceChapter } from './support/scene.ts';
import { STORY } from './support/texts.ts';

const scene = useScene();
const dir = mkdtempSync(join(tmpdir(), 'glava-e2e-epub-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a read-along EPUB from the studio', () => {
  it('names the unvoiced chapter first, makes one export on a double click, and the EPUB reads in Chromium', async () => {
    const { page, studio } = scene();
    const book = await createBook(studio, 'Встреча', STORY);
    await voiceChapter(studio, book.chapterIds[0]!);
    await scene().open(`#/books/${book.id}`);
    const panel = page.getByTestId('export-panel');
    await panel.getByLabel('Формат').selectOption('epub');
    await panel.getByRole('button', { name: 'Собрать' }).click();
    const notice = panel.getByTestId('export-missing');
    await notice.getByText('Глава 2. Дорога').waitFor();
    await expect.poll(() => notice.textContent()).toContain('1 из 2');
    await shot(page, 'export-01-missing-chapters');
    await panel.getByRole('button', { name: 'Собрать без них' }).dblclick();
    const link = panel.getByTestId('download').first();
    await link.waitFor({ timeout: 90_000 });
    expect(jobCount(studio, 'export', { bookId: book.id })).toBe(1);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.epub$/);
    const epub = join(dir, 'book.epub');
    writeFileSync(epub, readFileSync((await download.path())!));
    await shot(page, 'export-02-epub-ready');

    // A valid package; its first chapter page, as a reading system shows it.
    const report = await checkEpub(epub, readFileSync(epub));
    expect(report.problems).toEqual([]);
    for (const [name, data] of report.files) {
      mkdirSync(dirname(join(dir, 'x', name)), { recursive: true });
      writeFileSync(join(dir, 'x', name), data);
    }
    await page.goto(pathToFileURL(join(dir, 'x', 'OEBPS', 'chapter-001.xhtml')).href);
    await page.getByRole('heading', { name: 'Глава 1. Встреча' }).waitFor();
    await expect.poll(() => page.locator('body').innerText()).toContain('— Привет, — сказал Иван. — Как дела?');
    const pars = report.overlays.get('OEBPS/chapter-001.smil')!;
    expect(await page.locator('span[id]').count()).toBe(pars.length);
    // A reading system puts media:active-class on the spoken line: the style sheet marks it.
    // (Evaluated in the page: the spec itself is type-checked without the DOM library.)
    type Styled = { getComputedStyle(el: unknown): { backgroundColor: string } };
    const background = (el: unknown) => (globalThis as unknown as Styled).getComputedStyle(el).backgroundColor;
    const first = page.locator(`span#${pars[0]!.text.split('#')[1]}`);
    const plain = await first.evaluate(background);
    await first.evaluate((el) => el.classList.add('-epub-media-overlay-active'));
    expect(await first.evaluate(background)).not.toBe(plain);
    await shot(page, 'export-03-epub-chapter');

    // The chapter's audio plays in the browser and lasts what the package says.
    const duration = clockSeconds(report.metas.find((m) => m.refines === 'mo-chapter-001')!.value);
    const audio = pathToFileURL(join(dir, 'x', 'OEBPS', 'audio', 'chapter-001.m4a')).href;
    const played = await page.evaluate(async (src) => {
      type Player = { duration: number; error: { code: number } | null; onloadedmetadata: (() => void) | null; onerror: (() => void) | null };
      const a = new (globalThis as unknown as { Audio: new (src: string) => Player }).Audio(src);
      await new Promise<void>((resolve, reject) => {
        a.onloadedmetadata = () => resolve();
        a.onerror = () => reject(new Error(`audio error ${a.error?.code}`));
      });
      return a.duration;
    }, audio);
    expect(played).toBeCloseTo(duration, 1);
    expect(pars.at(-1)!.end).toBeLessThanOrEqual(played + 0.001);
  });
});
