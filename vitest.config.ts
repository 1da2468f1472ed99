import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['server/**/*.test.ts', 'models/**/*.test.ts', 'main/**/*.test.ts', 'test/**/*.test.ts', 'client/**/*.test.ts', 'renderer/src/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Several suites start real servers, workers and ffmpeg; two cores means two files at a time.
    maxWorkers: 2,
    // One line when the test corpus is missing; a failure when .ci/run requires it.
    globalSetup: ['test/support/corpus-setup.ts'],
  },
});
