// Signing in: no session, a stale link, the printed link (removed from the address bar, kept for
// the next visit); the empty library in Russian and English, light and dark.
import { describe, expect, it } from 'vitest';
import { shot } from './support/browser.ts';
import { useScene } from './support/scene.ts';

const scene = useScene();

describe('session', () => {
  it('explains how to get in when there is no session, and says so when the link is stale', async () => {
    const { page, studio } = scene();
    await page.goto(studio.url);
    await expect.poll(() => page.getByRole('heading', { name: 'Войдите в студию' }).count()).toBe(1);
    expect(await page.textContent('body')).toContain('glava serve');
    await shot(page, '00-no-session');

    // Only the hash changes: the studio takes the link without a reload.
    await page.goto(`${studio.url}/#login=not-the-secret`);
    await expect.poll(() => page.getByRole('heading', { name: 'Ссылка для входа не подошла' }).count()).toBe(1);
    expect(await page.textContent('.error-box')).toMatch(/ссылка для входа не действует/);
  });

  it('names this studio\'s own address, and takes a link pasted into the tab that shows the sign-in screen', async () => {
    const { page, studio } = scene();
    await page.goto(studio.url);
    await page.getByRole('heading', { name: 'Войдите в студию' }).waitFor();
    // The test studio runs on a random port, never the default 7433.
    expect(await page.textContent('pre.code')).toContain(`${studio.url}/#login=`);
    expect(await page.textContent('body')).not.toContain('7433');
    // Pasting the link changes only the hash: no reload, no «Повторить».
    await page.goto(studio.link);
    await page.getByRole('heading', { name: 'Библиотека' }).waitFor();
    expect(page.url()).not.toContain('login=');
  });

  it('uses the session the desktop preload hands over, without any link', async () => {
    const { page, studio, context } = scene();
    await context.addInitScript((handed) => {
      Object.defineProperty(globalThis, 'glava', { value: Object.freeze(handed) });
    }, { session: studio.session(), apiBase: `${studio.url}/api/v1` });
    await page.goto(studio.url);
    await page.getByRole('heading', { name: 'Библиотека' }).waitFor();
    await expect.poll(() => page.locator('.live-dot.open').count()).toBe(1);
  });

  it('signs in from the printed link, hides the secret, and stays signed in', async () => {
    const { page, studio } = scene();
    await page.goto(studio.link);
    await page.getByRole('heading', { name: 'Библиотека' }).waitFor();
    expect(page.url()).not.toContain('login=');
    await page.getByText('Книг пока нет').waitFor();
    await expect.poll(() => page.locator('.live-dot.open').count()).toBe(1);
    await shot(page, '01-library-empty');

    await page.reload();
    await page.getByText('Книг пока нет').waitFor();

    // English and the dark theme, remembered in this browser.
    await page.getByLabel('Язык').selectOption('en');
    await page.getByText('No books yet').waitFor();
    await page.getByLabel('Theme').selectOption('dark');
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    await shot(page, '01-library-empty-en-dark');
    await page.reload();
    await page.getByText('No books yet').waitFor();
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
  });

  it('shows why a line got its speaker in the studio\'s language, not the book\'s, and again after a switch', async () => {
    const { page, studio, context } = scene();
    await context.addInitScript((handed) => {
      Object.defineProperty(globalThis, 'glava', { value: Object.freeze(handed) });
    }, { session: studio.session(), apiBase: `${studio.url}/api/v1` });
    // «he said» with two men in the room: the line is marked, its note shown under it.
    const text = 'Chapter 1\n\nMr. Bumble and Mr. Sowerberry came into the room and sat down by the window.\n\n"Good evening," he said.\n\n"Good evening, sir," replied Mrs. Mann.\n';
    const created = await studio.api<{ book: { id: string } }>('POST', '/books', { title: 'Notes', text });
    const chapter = (await studio.api<{ book: { chapters: Array<{ id: string }> } }>('GET', `/books/${created.book.id}`)).book.chapters[0]!;
    await page.goto(`${studio.url}/#/chapters/${chapter.id}`);
    await expect.poll(() => page.locator('.issue').first().textContent()).toBe('⚠ местоимение в «he said» отнесено к персонажу Mr. Bumble');
    await page.getByLabel('Язык').selectOption('en');
    await expect.poll(() => page.locator('.issue').first().textContent()).toBe('⚠ pronoun in "he said" taken as Mr. Bumble');
  });
});
