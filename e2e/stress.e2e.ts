// Russian stress in the studio: the first-run prompt installs the recommended stress data with one
// click (from the mirror), and a rule opens to the forms of its word it reads in the book.
import { describe, expect, it } from 'vitest';
import { shot } from './support/browser.ts';
import { createBook, useScene } from './support/scene.ts';
import { hasShared } from '../test/support/shared.ts';

const scene = useScene();

describe('Russian stress', () => {
  // The stress data itself is the test corpus's (models/): corpus tier.
  it.skipIf(!hasShared)('recommends the stress data on first run and installs it with one click (corpus)', async () => {
    const { page, studio } = scene();
    await scene().open();
    const prompt = page.getByTestId('stress-data-prompt');
    await prompt.waitFor();
    expect(await prompt.textContent()).toMatch(/угадывает ударение/);
    await shot(page, '30-stress-data-prompt');
    await prompt.getByRole('button', { name: 'Установить' }).click();
    await prompt.waitFor({ state: 'detached', timeout: 120_000 });
    await page.getByText('Данные об ударениях установлены.').waitFor();
    const voices = await studio.api<{ recommended_data: unknown[] }>('GET', '/voices');
    expect(voices.recommended_data).toEqual([]);
  });

  it('shows the forms of its word a rule reads in the book, and how each is said', async () => {
    const { page, studio } = scene();
    const book = await createBook(studio, 'Шинель', 'Глава 1\n\nБашмачкин сидел. У Башмачкина была шинель, и Башмачкину было холодно.');
    await scene().open(`#/pronunciations/${book.id}`);
    const form = page.getByTestId('rule-form');
    await form.getByLabel('Слово').fill('Башмачкин');
    await form.getByLabel('Как читать').fill('Башм+ачкин');
    await form.getByRole('button', { name: 'Добавить правило' }).click();
    const row = page.getByTestId('rules').locator('tr', { hasText: 'Башм+ачкин' });
    await row.getByRole('button', { name: 'Формы и прослушивание' }).click();
    const forms = page.getByTestId('rule-forms');
    await forms.locator('tr', { hasText: 'Башм+ачкину' }).waitFor();
    expect(await forms.locator('tbody tr').count()).toBe(3);
    await shot(page, '31-rule-forms');
    const details = page.getByTestId('rule-details');
    // The reading is voiced by POST /tts and played at once; the button shows ■ while it plays.
    await details.getByRole('button', { name: 'Прослушать' }).click();
    await expect.poll(() => details.getByRole('button', { name: 'Прослушать' }).textContent(), { timeout: 20_000 }).toBe('■');
    await details.getByLabel('Заметка').fill('фамилия от башмака');
    await details.getByLabel('Только эта форма слова').check();
    await details.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(async () => {
      const rule = (await studio.api<{ items: Array<{ exact: boolean; note: string }> }>('GET', '/pronunciations')).items[0];
      return rule && `${rule.exact}:${rule.note}`;
    }).toBe('true:фамилия от башмака');
    await expect.poll(() => forms.locator('tbody tr').count()).toBe(1);
  });
});
