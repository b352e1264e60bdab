// @ts-check
/**
 * Mutation testing of the client's core (issue 16): the domain rules, the use cases and ports, and the HTTP client,
 * against the unit and UI tests (the HTTP adapters have their own run with the contract tests:
 * stryker.adapters.config.mjs). `MUTATE=file,file` narrows it (CI: the files changed since the last tag). `npm run mutation` runs this and stryker.server.config.mjs and prints the
 * scores per area (scripts/mutation-score.mjs). Incremental: a re-run tests only mutants whose code or tests changed.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^src\/(domain|application)\//.test(f) || f === 'src/infrastructure/http/HttpClient.ts');
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: narrowed ?? ['src/domain/**/*.ts', 'src/application/**/*.ts', 'src/infrastructure/http/HttpClient.ts', '!**/*.d.ts'],
  ignorePatterns: ['dist', 'data', 'test-results', 'node_modules/.cache', 'reports'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/client-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/client.json' },
  concurrency: 2,
  timeoutMS: 20_000,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: 'node_modules/.cache/stryker-tmp',
  cleanTempDir: 'always',
};
