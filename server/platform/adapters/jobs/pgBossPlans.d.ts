/** The two statements of pg-boss 10 that `PgBossDatabase` recognises (the package ships no types for its plans). */
declare module 'pg-boss/src/plans.js' {
  export function completeJobs(schema: string): string;
  export function failJobsById(schema: string): string;
}
