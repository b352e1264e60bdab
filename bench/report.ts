/** What every bench part prints: a figure beside its budget (bench/run.ts collects them and exits 1 on a miss). */
export type Report = (name: string, value: string, budget: string, ok: boolean) => void;

/** The p-th percentile of the samples (nearest rank); NaN when there are none. */
export function percentile(samples: number[], p: number): number {
  return (
    [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((samples.length * p) / 100))] ??
    Number.NaN
  );
}
