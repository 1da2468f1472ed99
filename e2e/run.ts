// npm run e2e: build the studio UI, then run the browser specs in Debian's Chromium. Without
// Chromium the specs are skipped with a message (CI installs it: apt-get install chromium).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './support/browser.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const browser = chromiumPath();
if (!existsSync(browser)) {
  console.log(`e2e: SKIPPED — no Chromium at ${browser} (apt-get install chromium, or set CHROMIUM_PATH).`);
  process.exit(0);
}

function run(args: string[]): void {
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

run([`${root}node_modules/vite/bin/vite.js`, 'build', 'renderer', '--logLevel', 'warn']);
run([`${root}node_modules/vitest/vitest.mjs`, 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)]);
