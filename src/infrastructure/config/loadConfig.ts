import type { AppConfig } from '../../application/shared/ports';

export const CONFIG_ERROR_PREFIX = 'Config validation error';

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`${CONFIG_ERROR_PREFIX}: ${problems.join('; ')}`);
    this.name = 'ConfigValidationError';
  }
}

export type ClientEnv = Record<string, string | boolean | undefined>;

function text(env: ClientEnv, key: string): string {
  const value = env[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** Validates the Vite environment once at start-up (DESIGN.md §5); any problem stops the app. */
export function loadConfig(env: ClientEnv): AppConfig {
  const problems: string[] = [];

  const stripePublicKey = text(env, 'VITE_STRIPE_PUBLIC_KEY');
  if (!stripePublicKey) problems.push('VITE_STRIPE_PUBLIC_KEY is missing');

  const apiBaseUrl = text(env, 'VITE_API_BASE_URL') || '/api';
  if (!/^(\/|https?:\/\/)/.test(apiBaseUrl)) problems.push('VITE_API_BASE_URL must be a path starting with / or an http(s) address');

  let usersPerPage = 10;
  const rawPerPage = text(env, 'VITE_USERS_PER_PAGE');
  if (rawPerPage) {
    usersPerPage = Number(rawPerPage);
    if (!Number.isInteger(usersPerPage) || usersPerPage < 1 || usersPerPage > 100) {
      problems.push('VITE_USERS_PER_PAGE must be a whole number from 1 to 100');
    }
  }

  const authEmulatorUrl = text(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL') || null;
  if (authEmulatorUrl && !/^https?:\/\//.test(authEmulatorUrl)) {
    problems.push('VITE_FIREBASE_AUTH_EMULATOR_URL must start with http or https');
  }
  const apiKey = text(env, 'VITE_FIREBASE_API_KEY');
  const authDomain = text(env, 'VITE_FIREBASE_AUTH_DOMAIN');
  const projectId = text(env, 'VITE_FIREBASE_PROJECT_ID');
  const firebase = apiKey && authDomain && projectId ? { apiKey, authDomain, projectId, authEmulatorUrl } : null;

  if (problems.length > 0) throw new ConfigValidationError(problems);
  return { apiBaseUrl, stripePublicKey, usersPerPage, firebase };
}
