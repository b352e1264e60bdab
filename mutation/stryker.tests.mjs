// @ts-check
/**
 * The test files each mutation run runs against (the vitest.mutation*.config.ts files read them from here), so that
 * mutation/mutation.mjs can tell when a run's tests changed since its results in mutation/baseline/ were measured.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_AREAS } from './stryker.server.areas.mjs';

export const MUTATION_TESTS = {
  client: {
    include: ['test/unit/**/*.test.ts', 'test/ui/**/*.test.tsx', 'test/infrastructure/**/*.test.ts'],
    exclude: ['test/unit/architecture.test.ts', 'test/unit/architectureAreas.test.ts', 'test/unit/lineLimits.test.ts'],
  },
  adapters: { include: ['test/contracts/**/*.test.ts', 'test/infrastructure/InboxEventsSse.test.ts'], exclude: [] },
  server: {
    include: ['test/server/**/*.test.ts'],
    // Measured elsewhere (timing, scale); slow and beside the point of a mutant.
    exclude: ['test/server/search-scale.test.ts', 'test/server/enumeration.test.ts', 'test/server/overload.test.ts'],
  },
};

/** @param {string | undefined} area @returns {{ include: string[]; exclude: string[] }} A server area's tests, or all. */
export function serverTests(area) {
  const names = area ? SERVER_AREAS[area]?.tests : null;
  return names
    ? { include: names.map((name) => `test/server/${name}.test.ts`), exclude: MUTATION_TESTS.server.exclude }
    : MUTATION_TESTS.server;
}

/** @param {{ include: string[]; exclude: string[] }} selection @returns {string[]} The test files it takes, from the project root. */
export function testFilesOf({ include, exclude }) {
  return readdirSync('test', { recursive: true, encoding: 'utf8' })
    .map((file) => `test/${file.split(path.sep).join('/')}`)
    .filter(
      (file) =>
        include.some((glob) => path.matchesGlob(file, glob)) && !exclude.some((glob) => path.matchesGlob(file, glob)),
    )
    .sort();
}
