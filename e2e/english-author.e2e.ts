// An author of English books in the English studio: no Russian stress prompt until a Russian book
// comes, a Russian book's narrator named in English, a voice's variant shown under the voice and
// gone when another voice is chosen, the English voices first in the gallery, and a refused value
// that names its field in English.
import { describe, expect, it } from 'vitest';
import type { BookDetail } from './support/api-types.ts';
import { shot } from './support/browser.ts';
import { createBook, useScene } from './support/scene.ts';

const scene = useScene();

const ENGLISH = 'Chapter 1\n\n"Where is he?" asked Mary.\n\n"Gone to town," said John.\n\n"Already?" asked Mary.\n\nJohn nodded and went out.';
const RUSSIAN = 'Глава 1\n\n— Где же он? — спросила Марина.\n\nМарина вернулась в дом.';

interface Cast {
  characters: Array<{ id: string; name: string; voice_id: string; is_narrator: boolean; controls: { pitch?: number; formant?: number } }>;
}

async function inEnglish(): Promise<void> {
  const { page, open } = scene();
  await open();
  await page.getByLabel('Язык').selectOption('en');
  await page.getByRole('heading', { name: 'Library' }).waitFor();
}

describe('an English author', () => {
  it('is not asked for Russian stress data until a Russian book comes, and sees its narrator named in English', async () => {
    const { page, studio } = scene();
    await createBook(studio, 'Gone', ENGLISH);
    await inEnglish();
    await page.getByText('Gone', { exact: true }).waitFor();
    expect(await page.getByTestId('stress-data-prompt').count()).toBe(0);

    const ru = await createBook(studio, 'Утро', RUSSIAN);
    await page.reload();
    await page.getByTestId('stress-data-prompt').waitFor();
    await page.goto(`${studio.url}/#/books/${ru.id}`);
    const narrator = page.locator('[data-testid=character]').first();
    await narrator.locator('.character-name').getByText('Narrator', { exact: true }).waitFor();
    expect(await narrator.textContent()).toContain("the author's voice");
    await shot(page, 'english-author-russian-narrator');
  });

  it('sees a voice\'s variant under the voice, and another voice chosen is that voice itself', async () => {
    const { page, studio } = scene();
    const { id } = await createBook(studio, 'Variant', ENGLISH);
    const cast = (await studio.api<{ book: BookDetail & Cast }>('GET', `/books/${id}`)).book.characters;
    const john = cast.find((c) => c.name === 'John')!;
    await studio.api('PATCH', `/characters/${john.id}`, { controls: { pitch: 3, formant: -1 } });
    await inEnglish();
    await page.goto(`${studio.url}/#/books/${id}`);
    const card = page.locator('[data-testid=character][data-name="John"]');
    await card.locator('.variant-note').getByText('A variant of the voice: pitch +3, timbre \u22121 (semitones)').waitFor();
    await shot(page, 'english-author-variant');
    const other = cast.find((c) => c.voice_id !== john.voice_id && !c.is_narrator) ?? cast.find((c) => c.voice_id !== john.voice_id)!;
    await card.locator('select').first().selectOption(other.voice_id);
    await expect.poll(() => card.locator('.variant-note').count()).toBe(0);
    const after = (await studio.api<{ book: Cast }>('GET', `/books/${id}`)).book.characters.find((c) => c.id === john.id)!;
    expect(after).toMatchObject({ voice_id: other.voice_id });
    expect(after.controls.pitch ?? 0).toBe(0);
  });

  it('meets the English voices first in the gallery, the filter naming languages in English', async () => {
    const { page } = scene();
    await inEnglish();
    await page.getByRole('button', { name: 'Voices' }).click();
    await expect.poll(() => page.getByTestId('voice-card').count()).toBeGreaterThan(5);
    // The embedded English narrator's voice, first of the catalog's English voices.
    expect(await page.getByTestId('voice-card').first().textContent()).toContain('Arthur');
    expect(await page.getByLabel('Language').locator('option').allTextContents()).toEqual(expect.arrayContaining(['English', 'Russian']));
    await shot(page, 'english-author-voices');
  });

  it('is told which field was refused, and why, in English', async () => {
    const { page, studio } = scene();
    const { id } = await createBook(studio, 'Aliases', ENGLISH);
    await inEnglish();
    await page.goto(`${studio.url}/#/books/${id}`);
    await page.getByRole('button', { name: '+ Add a character' }).click();
    const dialog = page.locator('.modal');
    await dialog.locator('input[name=name]').fill('Tom');
    await dialog.locator('input[name=aliases]').fill('T'.repeat(250));
    await dialog.locator('button[type=submit]').click();
    await dialog.locator('.error-box').getByText('Other names: must be at most 200 characters long.').waitFor();
    await shot(page, 'english-author-refused-alias');
  });
});
