// @ts-check
/**
 * Mutation testing of the server's rules and routes (issue 16): server/application and server/http against the server
 * tests on PGlite. Slow (every server test file starts its own server), so incremental: a re-run tests only mutants
 * whose code or tests changed. `MUTATE=file,file` narrows it (CI: the files changed since the last tag).
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^server\/(application|http)\//.test(f));
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.server.config.ts', related: false },
  mutate: narrowed ?? ['server/application/**/*.ts', 'server/http/**/*.ts', '!**/*.d.ts'],
  ignorePatterns: ['dist', 'data', 'test-results', 'node_modules/.cache', 'reports'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/server-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/server.json' },
  concurrency: 2,
  timeoutMS: 60_000,
  thresholds: { high: 90, low: 70, break: null },
  tempDirName: 'node_modules/.cache/stryker-tmp',
  cleanTempDir: 'always',
};
