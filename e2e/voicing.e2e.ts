// The author's path through the studio: create a book from text, fix a speaker, put a stress,
// change a voice (and hear it), price and voice a chapter, play a line's piece on the timeline,
// make and switch a take, assemble the m4b and download it. What the UI did is checked through
// the API as well, and every screen is saved to e2e/artifacts/.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { BookDetail, ChapterView } from './support/api-types.ts';
import { launch, openPage, shot, type Watched } from './support/browser.ts';
import { startE2eStudio, type E2eStudio } from './support/studio.ts';
import { STORY } from './support/texts.ts';

let studio: E2eStudio;
let browser: Browser;
let w: Watched;
let page: Page;
let bookId = '';

const line = (text: string) => page.getByTestId('line').filter({ hasText: text });

beforeAll(async () => {
  [studio, browser] = await Promise.all([startE2eStudio(), launch()]);
  w = await openPage(browser);
  page = w.page;
});
afterEach(async (ctx) => {
  if (ctx.task.result?.state === 'fail') await shot(page, `FAILED-${ctx.task.name.slice(0, 40).replace(/\W+/g, '-')}`);
});
afterAll(async () => {
  await browser?.close();
  await studio?.close();
});

describe('voicing a book in the studio', () => {
  it('creates a book from pasted text', async () => {
    await page.goto(studio.link);
    await page.getByRole('button', { name: 'Книга из текста' }).first().click();
    await page.getByLabel('Название').fill('Встреча');
    await page.getByLabel('Автор').fill('А. Тестов');
    await page.getByLabel('Текст книги').fill(STORY);
    await shot(page, '02-create-from-text');
    await page.getByRole('button', { name: 'Создать книгу' }).click();
    await page.getByRole('heading', { name: 'Встреча' }).waitFor();
    bookId = /#\/books\/([0-9a-f-]+)/.exec(page.url())![1]!;
    await expect.poll(() => page.getByTestId('chapter-row').count()).toBe(2);
    await expect.poll(() => page.getByTestId('character').count()).toBe(4);
    await shot(page, '03-book');
  });

  it('changes a character\'s voice and plays a preview of it', async () => {
    const maria = page.locator('[data-testid=character][data-name="Мария"]');
    const select = maria.getByLabel('Голос: Мария');
    const before = await select.inputValue();
    // Another female voice (its option reads «Имя (♀)»).
    const other = await select.locator('option:not([disabled])').evaluateAll(
      (opts, cur) => opts.map((o) => o as unknown as { value: string; text: string }).find((o) => o.value !== cur && o.text.includes('♀'))?.value, before);
    expect(other).toBeTruthy();
    await select.selectOption(other!);
    await expect.poll(async () => {
      const { book } = await studio.api<{ book: BookDetail }>('GET', `/books/${bookId}`);
      return book.characters.find((c) => c.name === 'Мария')?.voice_id;
    }).toBe(other);

    // The preview is voiced by POST /tts and played at once; the button shows ■ while it plays.
    await maria.getByRole('button', { name: 'Прослушать голос' }).click();
    await expect.poll(() => maria.getByRole('button', { name: 'Прослушать голос' }).textContent(), { timeout: 20_000 }).toBe('■');
  });

  it('fixes a speaker, puts a stress and uses the keyboard in the chapter editor', async () => {
    await page.getByRole('button', { name: 'Глава 1. Встреча' }).click();
    await page.getByTestId('line-list').waitFor();
    await expect.poll(() => page.getByTestId('line').count()).toBeGreaterThan(5);

    // «Не знаю.» is under review (three people talk); it is Иван who answers.
    const unsure = line('Не знаю');
    expect(await unsure.getAttribute('class')).toContain('review');
    expect(await unsure.locator('.issue').textContent()).toMatch(/провер/);
    await shot(page, '04-editor-review');
    await unsure.click();
    const ivan = await page.getByTestId('speaker-select').locator('option').evaluateAll(
      (opts) => opts.map((o) => o as unknown as { value: string; text: string }).find((o) => / Иван$/.test(o.text))!.value);
    await page.getByTestId('speaker-select').selectOption(ivan);
    await expect.poll(() => unsure.locator('.speaker').textContent()).toBe('Иван');
    await expect.poll(() => unsure.getAttribute('class')).not.toContain('review');
    const view = async () => studio.api<ChapterView>('GET', `/chapters/${await chapterId(0)}`);
    await expect.poll(async () => {
      const s = (await view()).segments.find((x) => x.text === 'Не знаю.')!;
      return `${s.character_id === ivan}:${s.speaker_source}:${s.review}`;
    }).toBe('true:manual:false');

    // Stress: click the «а» of «Иван» in the first line.
    await line('Иван вошёл').click();
    await page.getByTestId('stress-editor').locator('button.vowel', { hasText: 'а' }).first().click();
    await expect.poll(async () => (await view()).segments[0]!.stressed ?? '').toContain('\u0301');
    await expect.poll(() => line('вошёл в комнату').locator('.line-text').textContent()).toContain('\u0301');

    // Text, emotion and delivery of a line.
    await line('А у тебя?').click();
    await page.getByTestId('line-text-input').fill('А у тебя как?');
    await page.getByTestId('line-text-input').press('Control+Enter');
    await line('А у тебя как?').waitFor();
    await page.getByLabel('Эмоция', { exact: true }).selectOption('Радостно');
    await page.getByLabel('Интонация').selectOption('question');
    await expect.poll(async () => {
      const s = (await view()).segments.find((x) => x.text === 'А у тебя как?');
      return s ? `${s.emotion}:${s.delivery.intonation}` : 'missing';
    }).toBe('Радостно:question');
    await expect.poll(() => line('А у тебя как?').locator('.tag').allTextContents()).toEqual(['Радостно', 'вопрос']);

    // Keyboard: after a click on a line (the speaker select had the focus), ↓ moves to the next
    // line, S skips it and S again brings it back.
    await line('вошёл в комнату').click();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('[data-testid=line].selected').textContent()).toContain('Привет');
    await page.keyboard.press('s');
    await expect.poll(() => page.locator('[data-testid=line].selected .tag.warn').count()).toBe(1);
    await page.keyboard.press('s');
    await expect.poll(() => page.locator('[data-testid=line].selected .tag.warn').count()).toBe(0);
    // R jumps to the next line still under review.
    await page.keyboard.press('r');
    await expect.poll(() => page.locator('[data-testid=line].selected').textContent()).toContain('А я знаю!');
    await shot(page, '04-editor-draft');
  });

  it('prices the chapter and voices it, following the job live', async () => {
    await page.getByTestId('voice-chapter').click();
    const credits = page.getByTestId('quote-credits');
    await credits.waitFor();
    expect(await credits.textContent()).toMatch(/\d/);
    expect(await page.getByTestId('quote').textContent()).toContain('Вес голоса');
    await shot(page, '05-quote');
    await page.getByRole('button', { name: 'Озвучить 1 главу' }).click();
    // Progress comes through the event stream (there is no polling): a bar with pieces done and
    // the time left, then the editor shows the recording.
    await page.locator('.editor-head .job-inline [role=progressbar]').waitFor({ timeout: 20_000 });
    await shot(page, '05-voicing-progress');
    await page.getByTestId('waveform').waitFor({ timeout: 90_000 });
    await expect.poll(() => page.locator('.editor-head .badge.status-ready').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => page.locator('[data-testid=waveform] .muted', { hasText: 'Загрузка' }).count(), { timeout: 20_000 }).toBe(0);
    await shot(page, '06-editor-voiced');
  });

  it('selects the lines of a piece clicked on the waveform', async () => {
    // One region per piece, in timeline order; the fifth piece is Мария's «Хорошо,».
    const regions = page.locator('[data-testid=waveform] [part~=region]');
    await expect.poll(() => regions.count()).toBe(12);
    await regions.nth(4).click();
    await expect.poll(() => page.locator('[data-testid=line].selected').textContent()).toContain('Хорошо,');
  });

  it('plays one line\'s piece from the recording', async () => {
    const play = line('Привет').getByRole('button', { name: 'Прослушать фрагмент' });
    await play.click();
    await expect.poll(() => play.textContent(), { timeout: 5_000 }).toBe('■');
    // The piece is half a second long: playback stops by itself at its end.
    await expect.poll(() => play.textContent(), { timeout: 8_000 }).toBe('▶');
  });

  it('makes a new take of a line and switches back to the first one', async () => {
    await line('Как дела').click();
    await page.getByTestId('new-take').click();
    const takes = page.getByTestId('takes');
    await expect.poll(() => takes.getByRole('button', { name: 'Дубль 2' }).getAttribute('aria-pressed'), { timeout: 30_000 }).toBe('true');
    await expect.poll(() => line('Как дела').locator('.tag.take').textContent()).toBe('дубль 2/2');
    await expect.poll(() => line('Как дела').locator('.tag.changed').count()).toBe(1);
    await shot(page, '07-take');

    await takes.getByRole('button', { name: 'Дубль 1' }).click();
    await expect.poll(() => takes.getByRole('button', { name: 'Дубль 1' }).getAttribute('aria-pressed')).toBe('true');
    const seg = (await studio.api<ChapterView>('GET', `/chapters/${await chapterId(0)}`)).segments.find((s) => s.text === 'Как дела?')!;
    expect(seg.delivery).toMatchObject({ takes: 2, take: 0 });

    // The selected take is heard through POST /segments/{id}/listen.
    await takes.getByTestId('listen').click();
    await expect.poll(() => takes.getByTestId('listen').textContent(), { timeout: 20_000 }).toBe('Стоп');
    // A short piece: the player is free again when it ends.
    await expect.poll(() => takes.getByTestId('listen').textContent(), { timeout: 10_000 }).toBe('Слушать');
  });

  it('says in the check report that no Russian recognizer is installed', async () => {
    await page.getByRole('tab', { name: 'Проверка' }).click();
    const panel = page.getByTestId('check-panel');
    await panel.getByRole('button', { name: 'Проверить на слух' }).click();
    await panel.getByText('Распознаватель речи для языка книги не установлен').waitFor({ timeout: 30_000 });
    await expect.poll(() => panel.locator('.check-counts').textContent()).toContain('не проверено: 12');
    // The check job ends (live update) and the button is back.
    await panel.locator('[role=progressbar]').waitFor({ state: 'detached', timeout: 30_000 });
    await expect.poll(() => panel.getByRole('button', { name: 'Проверить заново' }).isEnabled()).toBe(true);
    await shot(page, '08-check');
  });

  it('assembles an m4b and downloads it', async () => {
    await page.locator('.crumbs').getByRole('button', { name: 'Встреча' }).click();
    const panel = page.getByTestId('export-panel');
    await panel.getByLabel('Формат').selectOption('m4b');
    await panel.getByRole('button', { name: 'Собрать' }).click();
    const link = panel.getByTestId('download').first();
    await link.waitFor({ timeout: 90_000 });
    await shot(page, '09-book-exported');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(download.suggestedFilename()).toMatch(/\.m4b$/);
  });

  it('left no errors in the page', () => {
    expect(w.problems).toEqual([]);
  });
});

async function chapterId(i: number): Promise<string> {
  const { book } = await studio.api<{ book: BookDetail }>('GET', `/books/${bookId}`);
  return book.chapters[i]!.id;
}
