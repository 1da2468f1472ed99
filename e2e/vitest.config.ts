import { defineConfig } from 'vitest/config';

// Browser specs: each file starts its own studio and Chromium. Two at a time on two cores.
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 60_000,
    globalSetup: ['test/support/corpus-setup.ts'],
  },
});
