import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { MUTATION_TESTS } from './stryker.tests.mjs';
import { HookFailuresAsFailedTests } from '../test/support/hookFailuresAsFailedTests.ts';

/** The tests Stryker runs against each mutant of an HTTP adapter (stryker.adapters.config.mjs). */
export default defineConfig({
  // Stryker's instrumented adapters print their class decorators after `export`; with the legacy (TypeScript)
  // decorators the adapters use, the transform then has to be told, as tsconfig's experimentalDecorators tells it for
  // the files as written.
  oxc: { decorator: { legacy: true } },
  // The project, not this folder: the test globs and the setup files are named from there.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: MUTATION_TESTS.adapters.include,
    setupFiles: ['test/setup/server.ts', 'test/setup/contracts.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
    // A test its file's failed beforeAll kept from running counts as failed (see the reporter).
    reporters: [new HookFailuresAsFailedTests(), 'default'],
  },
});
