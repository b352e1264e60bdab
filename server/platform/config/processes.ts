import type { ServerConfig } from '../../config';
import { choice, ConfigError, intValue, value, type Env } from './readers';

/** ROLE: web and worker processes share their jobs through PostgreSQL; PGlite is one process that does both. */
export function roleConfig(env: Env, databaseUrl: string | null): ServerConfig['role'] {
  const role = choice(env, 'ROLE', ['web', 'worker', 'both'] as const) ?? 'both';
  if (role !== 'both' && !databaseUrl)
    throw new ConfigError(
      'ROLE',
      `=${role} needs DATABASE_URL (PostgreSQL): with PGlite one process serves and runs the jobs`,
    );
  return role;
}

/**
 * METRICS_TOKEN (at least 24 characters: it guards internals), METRICS_PORT (not the main port) and METRICS_HOST
 * (default 127.0.0.1: the port has no token, so it is not on every interface unless asked for).
 */
export function metricsConfig(
  env: Env,
  port: number,
): Pick<ServerConfig, 'metricsToken' | 'metricsPort' | 'metricsHost'> {
  const metricsToken = value(env, 'METRICS_TOKEN');
  if (metricsToken !== null && metricsToken.length < 24)
    throw new ConfigError('METRICS_TOKEN', 'must be at least 24 characters (it opens the metrics to whoever has it)');
  const metricsPort = value(env, 'METRICS_PORT') === null ? null : intValue(env, 'METRICS_PORT', 0, 1, 65535);
  if (metricsPort !== null && metricsPort === port)
    throw new ConfigError('METRICS_PORT', 'must differ from PORT (the metrics port has no token)');
  return { metricsToken, metricsPort, metricsHost: value(env, 'METRICS_HOST') ?? '127.0.0.1' };
}
