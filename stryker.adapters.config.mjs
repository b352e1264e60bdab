// @ts-check
/**
 * Mutation testing of the client's HTTP adapters (issue 16) against the contract tests, which drive each adapter
 * against the real server, and the event stream's own tests. `MUTATE=file,file` narrows it.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
const narrowed = process.env.MUTATE?.split(',').filter((f) => /^src\/infrastructure\/http\/(?!HttpClient\.ts)/.test(f));
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.adapters.config.ts', related: false },
  mutate: narrowed ?? ['src/infrastructure/http/*.ts', '!src/infrastructure/http/HttpClient.ts'],
  ignorePatterns: ['dist', 'data', 'test-results', 'node_modules/.cache', 'reports'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: 'reports/mutation/adapters-incremental.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/adapters.json' },
  concurrency: 2,
  timeoutMS: 30_000,
  thresholds: { high: 90, low: 70, break: null },
  tempDirName: 'node_modules/.cache/stryker-tmp',
  cleanTempDir: 'always',
};
