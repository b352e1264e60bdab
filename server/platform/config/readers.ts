/** Reading one environment variable each: a bad value stops start-up with a message naming the variable. */
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

export function value(env: Env, key: string): string | null {
  const v = env[key]?.trim();
  return v ? v : null;
}

export function required(env: Env, key: string, why: string): string {
  const v = value(env, key);
  if (v === null) throw new ConfigError(key, `is required ${why}`);
  return v;
}

export function intValue(env: Env, key: string, fallback: number, min: number, max: number): number {
  const raw = value(env, key);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new ConfigError(key, `must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
}

export function boolValue(env: Env, key: string, fallback: boolean): boolean {
  const raw = value(env, key);
  if (raw === null) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(key, `must be true or false (got "${raw}")`);
}

export function choice<const T extends readonly string[]>(env: Env, key: string, allowed: T): T[number] | null {
  const raw = value(env, key);
  if (raw === null) return null;
  if (!(allowed as readonly string[]).includes(raw))
    throw new ConfigError(key, `must be ${allowed.join(' or ')} (got "${raw}")`);
  return raw as T[number];
}

export function urlValue(env: Env, key: string, protocols: string[]): string | null {
  const raw = value(env, key);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(key, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(key, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return raw;
}
