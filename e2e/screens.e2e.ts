// The other screens: upload with a progress bar and the duplicate choice, search across the book,
// editions and series, the editor in English and dark, the voices gallery, pronunciation rules,
// the account cabinet (keys shown once and revoked, a model installed from the mirror). Each test
// creates what it needs and looks only at its own books.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shot } from './support/browser.ts';
import { createBook, useScene } from './support/scene.ts';
import { STORY } from './support/texts.ts';
import { booksDir, hasShared } from '../test/support/shared.ts';

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
    await shot(page, '12-search');
    await hit.click();
    await expect.poll(() => page.locator('.chapter-title').textContent()).toBe('Глава 2. Дорога');
    await expect.poll(() => page.locator('[data-testid=line].selected').textContent()).toContain('Далеко ещё?');
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
