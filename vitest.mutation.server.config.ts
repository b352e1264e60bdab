import { defineConfig } from 'vitest/config';
import { HookFailuresAsFailedTests } from './test/support/hookFailuresAsFailedTests.ts';
import { SERVER_AREAS } from './stryker.server.areas.mjs';

// MUTATION_AREA (stryker.server.config.mjs): only that area's test files.
const areaTests = process.env.MUTATION_AREA ? SERVER_AREAS[process.env.MUTATION_AREA]?.tests : null;

/** The tests Stryker runs against each mutant of the server (stryker.server.config.mjs): the server tests on PGlite, or an area's. */
export default defineConfig({
  test: {
    environment: 'node',
    include: areaTests ? areaTests.map((name) => `test/server/${name}.test.ts`) : ['test/server/**/*.test.ts'],
    // Measured elsewhere (timing, scale); slow and beside the point of a mutant.
    exclude: ['test/server/search-scale.test.ts', 'test/server/enumeration.test.ts', 'test/server/overload.test.ts'],
    setupFiles: ['test/setup/server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
    // A test its file's failed beforeAll kept from running counts as failed (see the reporter).
    reporters: [new HookFailuresAsFailedTests(), 'default'],
  },
});
