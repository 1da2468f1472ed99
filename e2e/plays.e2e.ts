// A play in the studio: the editor tags its stage text, a remark the book skips looks like a line not
// voiced, and the book settings dialog makes the narrator read it — the line's look and the
// chapter's estimate change, and the API holds the new setting.
import { describe, expect, it } from 'vitest';
import { shot } from './support/browser.ts';
import { createBook, useScene } from './support/scene.ts';
import type { BookDetail, ChapterView } from './support/api-types.ts';

const PLAY = `ВИШНЁВЫЙ ВЕЧЕР

ДЕЙСТВУЮЩИЕ ЛИЦА

Маша, дочь хозяина.
Иван Петрович, сосед.

ДЕЙСТВИЕ ПЕРВОЕ

Сад. Вечер.

МАША. (тихо) Вы слышите? Кто-то идёт по саду.

ИВАН ПЕТРОВИЧ. Это ветер, Маша. Никого там нет.

Входит сторож с фонарём.

МАША. (Пауза.) А всё-таки мне страшно.
`;

const scene = useScene();
const line = (text: string) => scene().page.getByTestId('line').filter({ hasText: text });

describe('a play', () => {
  it('tags remarks and stage directions, and the book setting decides whether the narrator reads the remarks', async () => {
    const { page, studio } = scene();
    const created = await createBook(studio, 'Вишнёвый вечер', PLAY);
    const bookOf = async () => (await studio.api<{ book: BookDetail }>('GET', `/books/${created.id}`)).book;
    await expect.poll(async () => (await bookOf()).status, { timeout: 30_000 }).toBe('ready');
    const book = await bookOf();
    expect(book).toMatchObject({ stage_remarks: 'skip', stage_directions: 'narrator' });
    const act = book.chapters.find((c) => c.title.startsWith('ДЕЙСТВИЕ'))!;
    const segments = (await studio.api<ChapterView>('GET', `/chapters/${act.id}`)).segments;
    expect(segments.find((s) => s.text.includes('тихо'))).toMatchObject({ stage: 'remark' });
    expect(segments.find((s) => s.text.includes('Входит сторож'))).toMatchObject({ stage: 'direction' });

    // Remarks are skipped by default: tagged, struck through, not playable; a direction is read.
    await scene().open(`#/chapters/${act.id}`);
    const remark = line('тихо');
    await remark.waitFor();
    await expect.poll(() => remark.locator('.tag.stage').textContent()).toBe('ремарка');
    expect(await remark.getAttribute('class')).toContain('skipped');
    await remark.getByText('пропускается').waitFor();
    const direction = line('Входит сторож');
    await expect.poll(() => direction.locator('.tag.stage').textContent()).toBe('авторская ремарка');
    expect(await direction.getAttribute('class')).not.toContain('skipped');
    const estimate = page.getByText(/^Озвучка сейчас:/);
    const skippedEstimate = await estimate.textContent();
    await shot(page, '70-play-remark-skipped');

    // The narrator reads remarks: set in the book's settings.
    await scene().open(`#/books/${created.id}`);
    await page.getByRole('button', { name: 'Настройки книги' }).click();
    const dialog = page.getByRole('dialog', { name: 'Настройки книги' });
    await dialog.getByText('Пометки в скобках внутри реплики').waitFor();
    await dialog.getByLabel('Ремарки в репликах (пьеса)').selectOption('narrator');
    await shot(page, '71-play-stage-settings');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await bookOf()).stage_remarks).toBe('narrator');

    await scene().open(`#/chapters/${act.id}`);
    await remark.waitFor();
    await expect.poll(() => remark.getAttribute('class')).not.toContain('skipped');
    expect(await remark.getByText('пропускается').count()).toBe(0);
    expect(await remark.getByRole('button', { name: 'Прослушать фрагмент' }).isDisabled()).toBe(false);
    // Read remarks are voiced and paid: the chapter's estimate grows.
    await expect.poll(() => estimate.textContent()).not.toBe(skippedEstimate);
    await shot(page, '72-play-remark-read');
  });
});
