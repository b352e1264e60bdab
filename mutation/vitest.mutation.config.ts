import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { HookFailuresAsFailedTests } from '../test/support/hookFailuresAsFailedTests.ts';
import react from '@vitejs/plugin-react';
import { MUTATION_TESTS } from './stryker.tests.mjs';

/** The tests Stryker runs against each mutant of the client's core (stryker.client.config.mjs): unit and UI tests. */
export default defineConfig({
  plugins: [react()],
  // The project, not this folder: the test globs and the setup files are named from there.
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'jsdom',
    include: MUTATION_TESTS.client.include,
    exclude: MUTATION_TESTS.client.exclude,
    setupFiles: ['test/setup/client.ts'],
    maxWorkers: 1,
    // A test its file's failed beforeAll kept from running counts as failed (see the reporter).
    reporters: [new HookFailuresAsFailedTests(), 'default'],
  },
});
