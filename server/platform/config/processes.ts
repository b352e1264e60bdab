import type { ServerConfig } from '../../config';
import { ConfigError } from './readers';
import type { EnvVars } from './envSchema';

/** ROLE: web and worker processes share their jobs through PostgreSQL; PGlite is one process that does both. */
export function roleConfig(vars: EnvVars, databaseUrl: string | null): ServerConfig['role'] {
  const role = vars.ROLE ?? 'both';
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
  vars: EnvVars,
  port: number,
): Pick<ServerConfig, 'metricsToken' | 'metricsPort' | 'metricsHost'> {
  const metricsToken = vars.METRICS_TOKEN ?? null;
  if (metricsToken !== null && metricsToken.length < 24)
    throw new ConfigError('METRICS_TOKEN', 'must be at least 24 characters (it opens the metrics to whoever has it)');
  const metricsPort = (vars.METRICS_PORT ?? null) === null ? null : vars.METRICS_PORT;
  if (metricsPort !== null && metricsPort === port)
    throw new ConfigError('METRICS_PORT', 'must differ from PORT (the metrics port has no token)');
  return { metricsToken, metricsPort, metricsHost: vars.METRICS_HOST ?? '127.0.0.1' };
}
