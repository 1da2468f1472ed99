// Debian's Chromium driven by playwright-core (never `playwright install`): headless, no GPU, no
// network chatter of its own.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run',
      '--disable-sync', '--autoplay-policy=no-user-gesture-required'],
  });
}

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Uncaught exceptions and CSP violations in the page: any of them fails the spec. */
  problems: string[];
}

export async function openPage(browser: Browser, opts: { locale?: string; dark?: boolean } = {}): Promise<Watched> {
  const context = await browser.newContext({
    viewport: { width: 1360, height: 860 }, locale: opts.locale ?? 'ru-RU', colorScheme: opts.dark ? 'dark' : 'light', acceptDownloads: true,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Uncaught/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  return { context, page, problems };
}

/** Saves a screenshot to e2e/artifacts/<name>.png (look at them: a broken-looking screen is a failure). */
export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: false });
}
