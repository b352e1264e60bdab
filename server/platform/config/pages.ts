import type { ServerConfig } from '../../config';
import { ConfigError } from './readers';
import type { EnvVars } from './envSchema';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function mapConfig(vars: EnvVars): ServerConfig['map'] {
  const tileUrl = vars.MAP_TILE_URL ?? OSM_TILES;
  if (!/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(tileUrl))
    throw new ConfigError(
      'MAP_TILE_URL',
      'must be an http(s) address with {z}, {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png)',
    );
  return { tileUrl, attribution: vars.MAP_ATTRIBUTION ?? '© OpenStreetMap contributors' };
}

/** The origin a tile URL template loads from, for the Content-Security-Policy ({s} subdomains become a wildcard). */
export function tileOrigin(tileUrl: string): string {
  const url = new URL(tileUrl.replace('{s}', 'subdomain').replace(/\{[a-z]+\}/g, '0'));
  return `${url.protocol}//${url.host.replace(/^subdomain\./, '*.')}`;
}

/** FIREBASE_WEB_API_KEY (and FIREBASE_AUTH_DOMAIN, by default <project>.firebaseapp.com) turn Google sign-in on in the page. */
export function firebaseWebConfig(vars: EnvVars): ServerConfig['firebaseWeb'] {
  const apiKey = vars.FIREBASE_WEB_API_KEY ?? null;
  const projectId = vars.FIREBASE_PROJECT_ID ?? null;
  if (!apiKey) return null;
  if (!projectId)
    throw new ConfigError(
      'FIREBASE_WEB_API_KEY',
      'needs FIREBASE_PROJECT_ID (the server checks the tokens the page gets)',
    );
  return { apiKey, authDomain: vars.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com` };
}
