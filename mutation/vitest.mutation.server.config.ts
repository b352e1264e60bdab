import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HookFailuresAsFailedTests } from '../test/support/hookFailuresAsFailedTests.ts';
import { SERVER_AREAS } from './stryker.server.areas.mjs';
import { serverTests } from './stryker.tests.mjs';

// MUTATION_AREA (stryker.server.config.mjs): only that area's test files.
const tests = serverTests(process.env.MUTATION_AREA);
// ...and only its own routes fuzzed with bad input (the area's `fuzz`).
const fuzz = process.env.MUTATION_AREA ? SERVER_AREAS[process.env.MUTATION_AREA]?.fuzz : undefined;

/** The tests Stryker runs against each mutant of the server (stryker.server.config.mjs): the server tests on PGlite, or an area's. */
export default defineConfig({
  // The project, not this folder: the test globs and the setup files are named from there.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: tests.include,
    exclude: tests.exclude,
    setupFiles: ['test/setup/server.ts'],
    env: fuzz ? { FUZZ_ROUTES: fuzz.join(',') } : {},
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
    // A test its file's failed beforeAll kept from running counts as failed (see the reporter).
    reporters: [new HookFailuresAsFailedTests(), 'default'],
  },
});
