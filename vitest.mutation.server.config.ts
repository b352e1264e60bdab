import { defineConfig } from 'vitest/config';

/** The tests Stryker runs against each mutant of the server (stryker.server.config.mjs): the server tests on PGlite. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/server/**/*.test.ts'],
    // Measured elsewhere (timing, scale); slow and beside the point of a mutant.
    exclude: ['test/server/search-scale.test.ts', 'test/server/enumeration.test.ts', 'test/server/overload.test.ts'],
    setupFiles: ['test/setup/server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
