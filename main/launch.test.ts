// `npm run desktop` on a machine where Electron's binary was never downloaded (like this one).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const installed = (() => {
  try {
    createRequire(import.meta.url)('electron');
    return true;
  } catch {
    return false;
  }
})();

describe('npm run desktop', () => {
  it.skipIf(installed)('explains how to install Electron instead of failing obscurely', () => {
    const r = spawnSync(process.execPath, [fileURLToPath(new URL('./launch.ts', import.meta.url))], { encoding: 'utf8', timeout: 20_000 });
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/npm run desktop:install/);
    expect(r.stderr).toMatch(/npm start/);
  });
});
