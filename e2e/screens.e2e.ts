// The other screens: upload with a progress bar and the duplicate choice, search across the book,
// editions and series, the editor in English and dark, the voices gallery, pronunciation rules,
// the account cabinet (keys shown once and revoked, a model installed from the mirror). Each test
// creates what it needs and looks only at its own books.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shot } from './support/browser.ts';
import { createBook, useScene, voiceChapter } from './support/scene.ts';
import { STORY } from './support/texts.ts';
import { booksDir, hasShared } from '../test/support/shared.ts';
import { sampleNovel } from '../test/fixtures/books/sample-novel.ts';

const scene = useScene();
const file = { name: 'doroga.txt', mimeType: 'text/plain', buffer: Buffer.from(STORY, 'utf8') };

async function upload(): Promise<void> {
  const { page } = scene();
  await page.getByRole('button', { name: 'Загрузить файл' }).first().click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
}

describe('studio screens', () => {
  it('uploads a file, and offers the existing book or a copy when it is uploaded again', async () => {
    const { page } = scene();
    const cards = page.getByTestId('book-card').filter({ hasText: 'doroga' });
    await scene().open();
    await upload();
    await page.getByRole('heading', { name: 'Главы' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Библиотека' }).first().click();
    await expect.poll(() => cards.count()).toBe(1);

    await upload();
    const notice = page.locator('.notice', { hasText: 'уже загружен' });
    await notice.waitFor();
    await shot(page, '10-upload-duplicate');
    await notice.getByRole('button', { name: 'Загрузить копию' }).click();
    await page.getByRole('heading', { name: 'Главы' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Библиотека' }).first().click();
    await expect.poll(() => cards.count()).toBe(2);
    await shot(page, '11-library');
  });

  it('refuses a file over 20 MB in the studio, before sending it', async () => {
    const { page } = scene();
    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/books/upload')) uploads.push(r.url());
    });
    await scene().open();
    await page.getByRole('button', { name: 'Загрузить файл' }).first().click();
    await page.locator('input[type=file]').setInputFiles({ name: 'big.txt', mimeType: 'text/plain', buffer: Buffer.alloc(23 * 1024 * 1024, 0x41) });
    const alert = page.locator('.modal .error-box');
    await alert.waitFor();
    expect((await alert.textContent())!.replace(/\s/g, ' ')).toContain('весит 23 МБ, а студия принимает книги до 20 МБ');
    expect(await page.getByRole('button', { name: 'Загрузить', exact: true }).isDisabled()).toBe(true);
    await shot(page, '10-upload-too-large');
    expect(uploads).toEqual([]);
    // Another file in its place is fine again.
    await page.locator('input[type=file]').setInputFiles(file);
    await expect.poll(() => alert.count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Загрузить', exact: true }).isDisabled()).toBe(false);
  });

  it('shows the import of a big book as one bar that only moves forward', async () => {
    const { page } = scene();
    await scene().open();
    // Every value the import's bar takes, as the user would see it (not the upload's «Отправка» bar).
    const values: number[] = [];
    await page.exposeFunction('barMoved', (label: string, v: string) => {
      if (!label.startsWith('Отправка')) values.push(Number(v));
    });
    // In the page (a string: the specs are typed without the DOM).
    await page.evaluate(`(() => {
      const report = () => {
        const el = document.querySelector('.modal [role=progressbar]');
        if (el) globalThis.barMoved(el.getAttribute('aria-label') ?? '', el.getAttribute('aria-valuenow') ?? '');
      };
      new MutationObserver(report).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow', 'aria-label'] });
    })()`);
    await page.getByRole('button', { name: 'Загрузить файл' }).first().click();
    // Over 512 KB: imported in the background, with progress.
    const novel = sampleNovel({ chapters: 1000 });
    expect(Buffer.byteLength(novel)).toBeGreaterThan(512 * 1024);
    await page.locator('input[type=file]').setInputFiles({ name: 'dom-u-reki.txt', mimeType: 'text/plain', buffer: Buffer.from(novel, 'utf8') });
    await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
    const open = page.getByRole('button', { name: 'Открыть книгу' });
    await expect.poll(() => open.isEnabled(), { timeout: 90_000 }).toBe(true);
    // It never goes back, and it was seen on its way between 0 and 100.
    expect(values.some((v) => v > 0 && v < 100), `the bar took ${values.join(', ')}`).toBe(true);
    for (let i = 1; i < values.length; i++) expect(values[i], `the bar took ${values.join(', ')}`).toBeGreaterThanOrEqual(values[i - 1]!);
  });

  it('holds a pasted novel aside, so typing stays quick, and creates the whole book from it', async () => {
    const { page, studio } = scene();
    await scene().open();
    await page.getByRole('button', { name: 'Книга из текста' }).first().click();
    const novel = sampleNovel({ chapters: 200 });
    expect(novel.length).toBeGreaterThan(100_000);
    // A paste as the browser sends it (in the page: the specs are typed without the DOM).
    await page.locator('.modal textarea[name=text]').focus();
    await page.evaluate(`(() => {
      const box = document.querySelector('.modal textarea[name=text]');
      const data = new DataTransfer();
      data.setData('text/plain', ${JSON.stringify(novel)});
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    })()`);
    const held = page.getByTestId('held-text');
    await held.waitFor();
    expect(await held.textContent()).toMatch(/Текст книги вставлен: [\d\s,]+КБ, строк: [\d\s]+/);
    // The megabyte is not in a text box the browser re-lays out at every key.
    expect(await page.locator('.modal textarea').count()).toBe(0);
    await page.locator('.modal input[name=title]').fill('Большой роман');
    await shot(page, '09-create-held');
    await page.getByRole('button', { name: 'Создать книгу' }).click();
    await page.getByRole('heading', { name: 'Главы' }).waitFor({ timeout: 60_000 });
    const { books } = await studio.api<{ books: Array<{ id: string; title: string; chapters_total: number }> }>('GET', '/books');
    expect(books.find((b) => b.title === 'Большой роман')?.chapters_total).toBe(200);
  });

  it.skipIf(!hasShared)('imports a real epub in the background and shows its cover', async () => {
    const { page } = scene();
    await scene().open();
    await page.getByRole('button', { name: 'Загрузить файл' }).first().click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'alice.epub', mimeType: 'application/epub+zip', buffer: readFileSync(join(booksDir, 'en-epub', 'alice.epub')),
    });
    await page.getByRole('button', { name: 'Загрузить', exact: true }).click();
    // A big file answers at once with status «importing»: the dialog follows the import to the end.
    const open = page.getByRole('button', { name: 'Открыть книгу' });
    await expect.poll(() => open.isEnabled(), { timeout: 60_000 }).toBe(true);
    await open.click();
    await expect.poll(() => page.getByTestId('chapter-row').count()).toBeGreaterThan(5);
    await page.getByRole('button', { name: 'Библиотека' }).first().click();
    const card = page.getByTestId('book-card').filter({ hasText: 'Alice' });
    await expect.poll(() => card.locator('img.cover').count()).toBe(1);
    await expect.poll(() => card.locator('img.cover').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    await shot(page, '11-library-with-cover');
  });

  it('searches the book from the editor and jumps to a line in another chapter', async () => {
    const { page, studio } = scene();
    const book = await createBook(studio, 'Дорога', STORY);
    await scene().open(`#/chapters/${book.chapterIds[0]}`);
    await page.getByTestId('line-list').waitFor();
    await page.keyboard.press('/');
    await page.getByTestId('search-input').fill('далеко');
    const hit = page.locator('.hit', { hasText: 'Далеко ещё?' });
    await hit.waitFor();
    // The chapter's title and the line number, the match marked (not a «N.» that reads as a list number).
    expect(await hit.locator('.muted').textContent()).toBe('Глава 2. Дорога · строка 2');
    expect(await hit.locator('mark').allTextContents()).toEqual(['Далеко']);
    await shot(page, '12-search');
    await hit.click();
    await expect.poll(() => page.locator('.chapter-title').textContent()).toBe('Глава 2. Дорога');
    await expect.poll(() => page.locator('[data-testid=line].selected').textContent()).toContain('Далеко ещё?');
  });

  it('fits the chapter table inside its panel, at the narrowest two-column width too', async () => {
    const { page, studio } = scene();
    const book = await createBook(studio, 'Ширина', STORY);
    // A voiced chapter has the widest row: «Готово», «Переозвучить».
    await voiceChapter(studio, book.chapterIds[0]!);
    for (const width of [1360, 1001]) {
      await page.setViewportSize({ width, height: 860 });
      await scene().open(`#/books/${book.id}`);
      const panel = page.locator('.panel', { has: page.locator('table.chapters') });
      await panel.getByRole('button', { name: 'Переозвучить' }).waitFor();
      // The table's right edge against the panel's content edge (inside its padding).
      const edges = await panel.evaluate((el) => {
        const box = el as unknown as { getBoundingClientRect(): { right: number }; querySelector(s: string): { getBoundingClientRect(): { right: number } } };
        const style = (globalThis as unknown as { getComputedStyle(e: unknown): { paddingRight: string; borderRightWidth: string } }).getComputedStyle(el);
        return {
          table: box.querySelector('table.chapters').getBoundingClientRect().right,
          content: box.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth),
        };
      });
      expect(edges.table, `at ${width} px`).toBeLessThanOrEqual(edges.content + 0.5);
    }
    await shot(page, '13-book-narrow');
  });

  it('says when the edition is closed and opens a new one; puts the book into a series', async () => {
    const { page, studio } = scene();
    const created = await createBook(studio, 'Дорога', STORY);
    const { book } = await studio.api<{ book: { edition: { id: string } } }>('GET', `/books/${created.id}`);
    await studio.api('POST', `/books/${created.id}/editions/${book.edition.id}/close`);
    await scene().open(`#/books/${created.id}`);
    const notice = page.locator('.notice', { hasText: 'закрыто' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Открыть новое издание' }).dblclick();
    await notice.waitFor({ state: 'detached' });
    const editions = await studio.api<{ editions: Array<{ status: string; active: boolean }> }>('GET', `/books/${created.id}/editions`);
    expect(editions.editions.map((e) => `${e.status}:${e.active}`).sort()).toEqual(['closed:false', 'draft:true']);

    // The book joins a new series as its first volume.
    await page.getByRole('button', { name: 'Серия…' }).click();
    await page.getByLabel('Название серии').fill('Дороги');
    await page.getByLabel('Номер тома').fill('1');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Серия «Дороги», том 1').waitFor();
  });

  it('shows the editor in English and in the dark theme', async () => {
    const { page, studio } = scene();
    const book = await createBook(studio, 'Дорога', STORY);
    await scene().open(`#/chapters/${book.chapterIds[1]}`);
    await page.getByTestId('line-list').waitFor();
    await page.getByLabel('Язык').selectOption('en');
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByRole('tab', { name: 'Line' }).click();
    await page.getByText('Who speaks').first().waitFor();
    await shot(page, '13-editor-en-dark');
  });

  it('lists the voices with samples, weights and licences', async () => {
    const { page } = scene();
    await scene().open();
    await page.getByRole('button', { name: 'Голоса' }).click();
    await expect.poll(() => page.getByTestId('voice-card').count()).toBeGreaterThan(5);
    const first = page.getByTestId('voice-card').first();
    expect(await first.textContent()).toMatch(/вес ×0,1/);
    await first.getByRole('button', { name: 'Образец' }).click();
    await expect.poll(() => first.getByRole('button', { name: 'Образец' }).textContent(), { timeout: 15_000 }).toBe('■');
    await shot(page, '14-voices');
  });

  it('adds and deletes a pronunciation rule', async () => {
    const { page, studio } = scene();
    await scene().open();
    await page.getByRole('button', { name: 'Произношение' }).click();
    const form = page.getByTestId('rule-form');
    await form.getByLabel('Слово').fill('замок');
    await form.getByLabel('Как читать').fill('зам+ок');
    await form.getByRole('button', { name: 'Добавить правило' }).dblclick();
    const row = page.getByTestId('rules').locator('tr', { hasText: 'зам+ок' });
    await row.waitFor();
    await shot(page, '15-rules');
    const rules = await studio.api<{ items: Array<{ word: string }> }>('GET', '/pronunciations');
    expect(rules.items.map((r) => r.word)).toEqual(['замок']);
    await row.getByRole('button', { name: 'Удалить' }).click();
    await page.getByText('Правил пока нет').waitFor();
  });

  it('creates a key that is shown once and works, then revokes it', async () => {
    const { page, studio } = scene();
    await scene().open('#/account');
    await page.getByTestId('balance').getByText('Без ограничений').waitFor();
    // Unlimited: nothing to top up, no running balance below zero, amounts in «знаков».
    await page.getByText(/аккаунт без лимита, озвучка бесплатна/).waitFor();
    expect(await page.getByRole('button', { name: 'Пополнить' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: /Баланс/ }).count()).toBe(0);
    const keys = page.getByTestId('keys');
    await keys.getByLabel('Название').fill('script');
    await keys.getByLabel('Доступ').selectOption('read');
    await keys.getByRole('button', { name: 'Создать ключ' }).click();
    const secret = (await keys.getByTestId('key-secret').textContent())!;
    const me = await fetch(`${studio.url}/api/v1/api/me`, { headers: { 'x-api-key': secret } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { key: { scope: string } }).key.scope).toBe('read');
    await shot(page, '16-account');

    const row = keys.locator('tr', { hasText: 'script' });
    await row.getByRole('button', { name: 'Отозвать' }).click();
    await row.getByRole('button', { name: 'Точно отозвать?' }).click();
    await row.getByText('отозван').waitFor();
    expect((await fetch(`${studio.url}/api/v1/api/me`, { headers: { 'x-api-key': secret } })).status).toBe(401);
  });

  it('installs a model from the mirror and removes it', async () => {
    const { page } = scene();
    await scene().open('#/account');
    const models = page.getByTestId('models');
    const row = models.locator('tr', { hasText: 'fake-ru-piper.onnx' });
    await row.getByRole('button', { name: 'Установить' }).click();
    await row.getByText('установлена').waitFor({ timeout: 30_000 });
    await row.getByRole('button', { name: 'Удалить' }).click();
    await row.getByRole('button', { name: 'Установить' }).waitFor();
  });
});
