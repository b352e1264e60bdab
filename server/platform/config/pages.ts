import type { ServerConfig } from '../../config';
import { ConfigError, value, type Env } from './readers';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

export function mapConfig(env: Env): ServerConfig['map'] {
  const tileUrl = value(env, 'MAP_TILE_URL') ?? OSM_TILES;
  if (!/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/.test(tileUrl))
    throw new ConfigError(
      'MAP_TILE_URL',
      'must be an http(s) address with {z}, {x} and {y} (e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png)',
    );
  return { tileUrl, attribution: value(env, 'MAP_ATTRIBUTION') ?? '© OpenStreetMap contributors' };
}

/** The origin a tile URL template loads from, for the Content-Security-Policy ({s} subdomains become a wildcard). */
export function tileOrigin(tileUrl: string): string {
  const url = new URL(tileUrl.replace('{s}', 'subdomain').replace(/\{[a-z]+\}/g, '0'));
  return `${url.protocol}//${url.host.replace(/^subdomain\./, '*.')}`;
}

/** FIREBASE_WEB_API_KEY (and FIREBASE_AUTH_DOMAIN, by default <project>.firebaseapp.com) turn Google sign-in on in the page. */
export function firebaseWebConfig(env: Env): ServerConfig['firebaseWeb'] {
  const apiKey = value(env, 'FIREBASE_WEB_API_KEY');
  const projectId = value(env, 'FIREBASE_PROJECT_ID');
  if (!apiKey) return null;
  if (!projectId)
    throw new ConfigError(
      'FIREBASE_WEB_API_KEY',
      'needs FIREBASE_PROJECT_ID (the server checks the tokens the page gets)',
    );
  return { apiKey, authDomain: value(env, 'FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com` };
}
