// @ts-check
/**
 * What the three mutation runs (client core, HTTP adapters, server) share: the vitest runner, incremental results kept
 * in mutation/baseline/<name>.json.gz, reports under reports/mutation/, two workers, Stryker's scratch folder .stryker-tmp.
 * Each run names its vitest config, what it mutates, its timeout and its floor (`low`).
 * @param {{ name: string; vitestConfig: string; mutate: string[]; timeoutMS: number; floor: number }} run
 * @returns {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export function mutationRun({ name, vitestConfig, mutate, timeoutMS, floor }) {
  return {
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner', './mutation/stryker-survivors-reporter.mjs'],
    vitest: { configFile: vitestConfig, related: false },
    mutate,
    // Anchored to the project's root: a bare 'reports' would also leave a folder named reports (a feature's) out of the sandbox.
    ignorePatterns: ['/dist', '/data', '/test-results', '/node_modules/.cache', '/reports', '/mutation/baseline'],
    coverageAnalysis: 'perTest',
    incremental: true,
    // A whole run's results are kept in git, gzipped (mutation/baseline/<name>.json.gz: a report holds every source it
    // measured, up to 2 MB as JSON): mutation/mutation.mjs unpacks it here before a run and packs it back after, so a
    // fresh clone re-tests only the mutants whose code or tests changed since. A run narrowed to changed files
    // (<name>-changed) starts from a copy of the whole run's and is not packed back.
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
    // Not under node_modules: Vite compiles a file there without the project's tsconfig, so the legacy parameter
    // decorators of the Inversify adapters fail to parse and every test file importing the container failed to load
    // (21 of the client's 62 files; unseen until the hookFailuresAsFailedTests reporter made load failures fail).
    tempDirName: '.stryker-tmp',
    cleanTempDir: 'always',
  };
}
