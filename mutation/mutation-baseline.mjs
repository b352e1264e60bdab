// @ts-check
/**
 * Stryker's incremental mode (its incremental file, kept packed as mutation/baseline/<run>.json.gz) re-tests a surviving mutant when a new or changed test
 * covers it, judged by per-test coverage. A static mutant (code that runs while the tests' server or modules are
 * built) has no per-test coverage, so a test added to kill it never counts as covering it, and the survivor would be
 * reused for ever (seen: the OpenAPI checks added to kill route schema survivors: "97 of 97 mutant results reused").
 * So before a whole run, when the run's test files are not the ones the baseline recorded, its static mutants that
 * were not killed are dropped from it: Stryker tests them again.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} baselineFile the incremental file, unpacked (reports/mutation/<run>-incremental.json)
 * @param {string[]} testFiles the test files the run will run, relative to the project root
 * @param {string} [root] the project root
 * @param {string[]} [mutatedFiles] the files the run mutates, when it is narrowed to some (`--changed`): the others'
 *   results are carried over as they are, and dropping their survivors would only hide them from the score
 * @returns {number} how many static mutants will be tested again
 */
export function retestStaticSurvivorsIfTestsChanged(baselineFile, testFiles, root = '.', mutatedFiles) {
  if (!existsSync(baselineFile)) return 0;
  /** @type {{ files: Record<string, { mutants: { static?: boolean; status: string }[] }>; testFiles?: Record<string, { source?: string }> }} */
  const baseline = JSON.parse(readFileSync(baselineFile, 'utf8'));
  const recorded = baseline.testFiles ?? {};
  const changed =
    testFiles.some((file) => recorded[file]?.source !== readFileSync(path.join(root, file), 'utf8')) ||
    Object.keys(recorded).some((file) => !testFiles.includes(file));
  if (!changed) return 0;
  let dropped = 0;
  for (const [name, file] of Object.entries(baseline.files)) {
    if (mutatedFiles && !mutatedFiles.includes(name)) continue;
    const kept = file.mutants.filter((mutant) => !(mutant.static && mutant.status !== 'Killed'));
    dropped += file.mutants.length - kept.length;
    file.mutants = kept;
  }
  if (dropped) writeFileSync(baselineFile, JSON.stringify(baseline));
  return dropped;
}
