import type { AppConfig } from '../../application/shared/ports';

export const CONFIG_ERROR_PREFIX = 'Config validation error';

export class ConfigValidationError extends Error {
  constructor(readonly problems: string[]) {
    super(`${CONFIG_ERROR_PREFIX}: ${problems.join('; ')}`);
    this.name = 'ConfigValidationError';
  }
}

export type ClientEnv = Record<string, string | boolean | undefined>;

/** What the server says about this installation at run time (the page's JSON block, or GET /api/config). */
export interface RuntimeConfig {
  demo?: { payments?: boolean; mail?: boolean };
  stripePublicKey?: string | null;
  map?: { tileUrl?: string; attribution?: string };
  firebase?: { apiKey?: string; authDomain?: string; projectId?: string; authEmulatorUrl?: string | null } | null;
  moderation?: boolean;
  pushPublicKey?: string | null;
}

const OSM = { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' };

function text(env: ClientEnv, key: string): string {
  const value = env[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** Validates the Vite environment and the server's run-time settings once at start-up (docs/decisions.md §5); any problem stops the app. */
export function loadConfig(env: ClientEnv, runtime: RuntimeConfig = {}): AppConfig {
  const problems: string[] = [];

  // The server's key wins: one build serves every installation. VITE_STRIPE_PUBLIC_KEY stays for builds without one.
  const stripePublicKey = runtime.stripePublicKey?.trim() || text(env, 'VITE_STRIPE_PUBLIC_KEY');
  if (!stripePublicKey)
    problems.push(
      'the payment public key is missing (STRIPE_PUBLISHABLE_KEY on the server, or VITE_STRIPE_PUBLIC_KEY at build time)',
    );

  const apiBaseUrl = text(env, 'VITE_API_BASE_URL') || '/api';
  if (!/^(\/|https?:\/\/)/.test(apiBaseUrl))
    problems.push('VITE_API_BASE_URL must be a path starting with / or an http(s) address');

  let usersPerPage = 10;
  const rawPerPage = text(env, 'VITE_USERS_PER_PAGE');
  if (rawPerPage) {
    usersPerPage = Number(rawPerPage);
    if (!Number.isInteger(usersPerPage) || usersPerPage < 1 || usersPerPage > 100) {
      problems.push('VITE_USERS_PER_PAGE must be a whole number from 1 to 100');
    }
  }

  // Google sign-in: what the server says wins, including "off" (null); the VITE_FIREBASE_* build variables stay for a
  // client served without a server that says anything (an old server, or a static host).
  const serverSaid = runtime.firebase !== undefined;
  const fromServer = runtime.firebase ?? {};
  const emulatorSetting = serverSaid ? 'FIREBASE_AUTH_EMULATOR_HOST' : 'VITE_FIREBASE_AUTH_EMULATOR_URL';
  const authEmulatorUrl =
    (serverSaid ? fromServer.authEmulatorUrl?.trim() : text(env, 'VITE_FIREBASE_AUTH_EMULATOR_URL')) || null;
  if (authEmulatorUrl && !/^https?:\/\//.test(authEmulatorUrl))
    problems.push(`${emulatorSetting} must start with http or https`);
  const apiKey = serverSaid ? (fromServer.apiKey?.trim() ?? '') : text(env, 'VITE_FIREBASE_API_KEY');
  const authDomain = serverSaid ? (fromServer.authDomain?.trim() ?? '') : text(env, 'VITE_FIREBASE_AUTH_DOMAIN');
  const projectId = serverSaid ? (fromServer.projectId?.trim() ?? '') : text(env, 'VITE_FIREBASE_PROJECT_ID');
  const firebase = apiKey && authDomain && projectId ? { apiKey, authDomain, projectId, authEmulatorUrl } : null;

  if (problems.length > 0) throw new ConfigValidationError(problems);
  const demo = { payments: runtime.demo?.payments === true, mail: runtime.demo?.mail === true };
  const map = {
    tileUrl: runtime.map?.tileUrl || OSM.tileUrl,
    attribution: runtime.map?.attribution || OSM.attribution,
  };
  const pushPublicKey = runtime.pushPublicKey?.trim() || null;
  return {
    apiBaseUrl,
    stripePublicKey,
    usersPerPage,
    firebase,
    demo,
    map,
    moderation: runtime.moderation === true,
    pushPublicKey,
  };
}
