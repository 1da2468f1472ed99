// The check by ear from the editor: an English chapter voiced, then recognized back by Debian's
// pocketsphinx and compared; the report shows every piece fine and the whole text voiced.
import { describe, expect, it } from 'vitest';
import { shot } from './support/browser.ts';
import { createBook, useScene } from './support/scene.ts';
import { GARDEN } from './support/texts.ts';
import { dropWord } from './support/damage.ts';
import { findPocketsphinx } from '../server/engines/asr/pocketsphinx.ts';

const scene = useScene();

describe('check by ear', () => {
  it('voices an English chapter, checks it and shows the report', async (ctx) => {
    const { page, studio } = scene();
    // The same look-up the server's engine makes (pocketsphinx_batch and its English model).
    if (!findPocketsphinx()) {
      console.log('check e2e: SKIPPED — no pocketsphinx_batch with its English model (apt-get install pocketsphinx pocketsphinx-en-us).');
      return ctx.skip();
    }
    const book = await createBook(studio, 'The Garden', GARDEN);
    const chapterId = book.chapterIds[0]!;
    await scene().open(`#/chapters/${chapterId}`);
    await page.getByTestId('voice-chapter').click();
    await page.getByRole('button', { name: 'Озвучить 1 главу' }).click();
    await page.getByTestId('waveform').waitFor({ timeout: 90_000 });

    await page.getByRole('tab', { name: 'Проверка' }).click();
    await page.getByRole('button', { name: 'Проверить на слух' }).click();
    const panel = page.getByTestId('check-panel');
    await panel.getByText('Замечаний нет.').waitFor({ timeout: 60_000 });
    const counts = await panel.locator('.check-counts').textContent();
    expect(counts).toMatch(/в порядке: [1-9]/);
    expect(counts).toContain('звучит не так: 0');
    expect(await panel.textContent()).toContain('озвучено 100% текста');
    expect(await panel.textContent()).toContain('pocketsphinx');
    await shot(page, '17-check-report');

    // A word goes missing from one piece of the recording: the check finds it and re-voices that
    // piece by itself (free), and says so.
    const damaged = await dropWord(studio, chapterId);
    await panel.getByRole('button', { name: 'Проверить заново' }).click();
    const revoiced = panel.getByTestId('revoiced');
    await revoiced.waitFor({ timeout: 60_000 });
    expect(await revoiced.textContent()).toContain(damaged.text);
    expect(await revoiced.textContent()).toContain('Переозвучено автоматически: 1');
    await shot(page, '18-check-revoiced');
  });
});
