/** Drops the baseline's undetected static mutants when the run's test files changed since it was measured; how many. */
export declare function retestStaticSurvivorsIfTestsChanged(baselineFile: string, testFiles: string[], root?: string): number;
