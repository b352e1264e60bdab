import { defineConfig } from 'vitest/config';

/** Browser tests: `npm start`'s server on a temporary DATA_DIR, a captured SMTP server, Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // One server, one browser at a time keeps the 2-core machine responsive and the journeys independent.
    fileParallelism: false,
  },
});
