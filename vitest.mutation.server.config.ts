import { defineConfig } from 'vitest/config';
import { HookFailuresAsFailedTests } from './test/support/hookFailuresAsFailedTests.ts';
import { serverTests } from './stryker.tests.mjs';

// MUTATION_AREA (stryker.server.config.mjs): only that area's test files.
const tests = serverTests(process.env.MUTATION_AREA);

/** The tests Stryker runs against each mutant of the server (stryker.server.config.mjs): the server tests on PGlite, or an area's. */
export default defineConfig({
  test: {
    environment: 'node',
    include: tests.include,
    exclude: tests.exclude,
    setupFiles: ['test/setup/server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
    // A test its file's failed beforeAll kept from running counts as failed (see the reporter).
    reporters: [new HookFailuresAsFailedTests(), 'default'],
  },
});
