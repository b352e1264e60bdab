// @ts-check
/**
 * What the three mutation runs (client core, HTTP adapters, server) share: the vitest runner, incremental reports under
 * reports/mutation/<name>*.json, two workers, Stryker's scratch folder in node_modules/.cache. Each run names its vitest
 * config, what it mutates, its timeout and its floor (`low`).
 * @param {{ name: string; vitestConfig: string; mutate: string[]; timeoutMS: number; floor: number }} run
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationRun({ name, vitestConfig, mutate, timeoutMS, floor }) {
  return {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-survivors-reporter.mjs'],
    vitest: { configFile: vitestConfig, related: false },
    mutate,
    // Anchored to the project's root: a bare 'reports' would also leave server/application/reports out of the sandbox.
    ignorePatterns: ['/dist', '/data', '/test-results', '/node_modules/.cache', '/reports'],
    coverageAnalysis: 'perTest',
    incremental: true,
    incrementalFile: `reports/mutation/${name}-incremental.json`,
    // survivors: each undetected mutant as soon as it is known (reports/mutation/<name>-survivors.txt).
    reporters: ['clear-text', 'progress', 'json', 'survivors'],
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    concurrency: 2,
    timeoutMS,
    // The first, unmutated run of every test: the server's took 3 min 47 s on an idle 2-core machine, more than the
    // default 5 minutes with CI running beside it.
    dryRunTimeoutMinutes: 30,
    thresholds: { high: 90, low: floor, break: null },
    tempDirName: 'node_modules/.cache/stryker-tmp',
    cleanTempDir: 'always',
  };
}
