/** A bad or missing value stops start-up with a message naming the variable (docs/decisions.md §5). */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Configuration error: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export type Env = Record<string, string | undefined>;

/** A variable the situation requires (production, a chosen provider), read from the schema's values. */
export function required(value: string | undefined, key: string, why: string): string {
  if (value === undefined) throw new ConfigError(key, `is required ${why}`);
  return value;
}
