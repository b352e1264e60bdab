/**
 * Drops the baseline's undetected static mutants when the run's test files changed since it was measured (only those
 * in `mutatedFiles` when the run is narrowed to them); how many.
 */
export declare function retestStaticSurvivorsIfTestsChanged(baselineFile: string, testFiles: string[], root?: string, mutatedFiles?: string[]): number;
