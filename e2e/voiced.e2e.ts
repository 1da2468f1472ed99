// A voiced chapter in the editor: pieces on the waveform, a line's piece played from the recording,
// takes, the check report without a recognizer, and the m4b. Each test voices its own book's first
// chapter through the API first.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ChapterView } from './support/api-types.ts';
import { shot } from './support/browser.ts';
import { createBook, useScene, voiceChapter, type CreatedBook } from './support/scene.ts';
import { STORY } from './support/texts.ts';

const scene = useScene();
const line = (text: string) => scene().page.getByTestId('line').filter({ hasText: text });

/** A book whose first chapter is voiced, opened in the editor with its recording loaded. */
async function voicedChapter(): Promise<CreatedBook> {
  const { page, studio } = scene();
  const book = await createBook(studio, 'Встреча', STORY);
  await voiceChapter(studio, book.chapterIds[0]!);
  await scene().open(`#/chapters/${book.chapterIds[0]}`);
  await page.getByTestId('waveform').waitFor();
  await expect.poll(() => page.locator('[data-testid=waveform] .muted', { hasText: 'Загрузка' }).count(), { timeout: 20_000 }).toBe(0);
  return book;
}

describe('a voiced chapter', () => {
  it('selects the lines of a piece clicked on the waveform', async () => {
    const { page } = scene();
    await voicedChapter();
    // One region per piece, in timeline order; the fifth piece is Мария's «Хорошо,».
    const regions = page.locator('[data-testid=waveform] [part~=region]');
    await expect.poll(() => regions.count()).toBe(14);
    await regions.nth(4).click();
    await expect.poll(() => page.locator('[data-testid=line].selected').textContent()).toContain('Хорошо,');
  });

  it('plays one line\'s piece from the recording', async () => {
    await voicedChapter();
    const play = line('Привет').getByRole('button', { name: 'Прослушать фрагмент' });
    await play.click();
    await expect.poll(() => play.textContent(), { timeout: 5_000 }).toBe('■');
    // The piece is half a second long: playback stops by itself at its end.
    await expect.poll(() => play.textContent(), { timeout: 8_000 }).toBe('▶');
  });

  it('makes one new take of a line on a double click and switches back to the first one', async () => {
    const { page, studio } = scene();
    const book = await voicedChapter();
    await line('Как дела').click();
    await page.getByTestId('new-take').dblclick();
    const takes = page.getByTestId('takes');
    await expect.poll(() => takes.getByRole('button', { name: 'Дубль 2' }).getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    await expect.poll(() => line('Как дела').locator('.tag.take').textContent()).toBe('дубль 2/2');
    await expect.poll(() => line('Как дела').locator('.tag.changed').count()).toBe(1);
    await shot(page, '07-take');

    await takes.getByRole('button', { name: 'Дубль 1' }).click();
    await expect.poll(() => takes.getByRole('button', { name: 'Дубль 1' }).getAttribute('aria-pressed')).toBe('true');
    const seg = (await studio.api<ChapterView>('GET', `/chapters/${book.chapterIds[0]}`)).segments.find((s) => s.text === 'Как дела?')!;
    expect(seg.delivery).toMatchObject({ takes: 2, take: 0 });

    // The selected take is heard through POST /segments/{id}/listen.
    await takes.getByTestId('listen').click();
    await expect.poll(() => takes.getByTestId('listen').textContent(), { timeout: 20_000 }).toBe('Стоп');
    // A short piece: the player is free again when it ends.
    await expect.poll(() => takes.getByTestId('listen').textContent(), { timeout: 10_000 }).toBe('Слушать');
  });

  it('says in the check report that no Russian recognizer is installed', async () => {
    const { page } = scene();
    await voicedChapter();
    await page.getByRole('tab', { name: 'Проверка' }).click();
    const panel = page.getByTestId('check-panel');
    await panel.getByRole('button', { name: /Проверить (на слух|заново)/ }).click();
    await panel.getByText('Распознаватель речи для языка книги не установлен').waitFor({ timeout: 30_000 });
    await expect.poll(() => panel.locator('.check-counts').textContent()).toContain('не проверено: 14');
    // The check job ends (live update) and the button is back.
    await panel.locator('[role=progressbar]').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => panel.getByRole('button', { name: 'Проверить заново' }).isEnabled()).toBe(true);
    await shot(page, '08-check');
  });

  it('assembles one m4b on a double click and downloads it', async () => {
    const { page, studio } = scene();
    const book = await voicedChapter();
    await page.locator('.crumbs').getByRole('button', { name: 'Встреча' }).click();
    const panel = page.getByTestId('export-panel');
    await panel.getByLabel('Формат').selectOption('m4b');
    await panel.getByRole('button', { name: 'Собрать' }).dblclick();
    // Chapter 2 is not voiced: the studio names it and asks first.
    await panel.getByTestId('export-missing').getByText('Глава 2. Дорога').waitFor();
    await panel.getByRole('button', { name: 'Собрать без них' }).dblclick();
    const link = panel.getByTestId('download').first();
    await link.waitFor({ timeout: 90_000 });
    await shot(page, '09-book-exported');
    const { exports } = await studio.api<{ exports: unknown[] }>('GET', `/books/${book.id}/exports`);
    expect(exports).toHaveLength(1);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(download.suggestedFilename()).toMatch(/\.m4b$/);
  });
});
