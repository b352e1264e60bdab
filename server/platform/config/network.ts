import { isIP } from 'node:net';
import { ConfigError } from './readers';
import type { EnvVars } from './envSchema';

/** What the server believes about X-Forwarded-For: nothing, the nearest n proxies, or proxies at these addresses. */
export type TrustProxy = false | number | string[];

/** The names proxy-addr understands besides addresses and CIDR ranges. */
const RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return Number.isInteger(n) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset or "false" trusts no proxy (the socket's address is the client); a number trusts that many
 * hops; a comma-separated list of addresses, CIDR ranges or loopback/linklocal/uniquelocal trusts those proxies.
 * "true" (trust any sender of the header) is refused: anyone could then choose their own address.
 */
export function trustProxyConfig(vars: EnvVars): TrustProxy {
  const raw = vars.TRUST_PROXY ?? null;
  if (raw === null || raw.toLowerCase() === 'false' || raw === '0') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `must be a whole number from 0 to 10 (got "${raw}")`);
    return hops;
  }
  const entries = raw
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.find((e) => !isAddressOrRange(e));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be a number of proxies (e.g. 1) or addresses/CIDR ranges of your proxies (e.g. 127.0.0.1,10.0.0.0/8), not "${bad ?? raw}"`,
    );
  }
  return entries;
}

/** REDIS_URL: limit counters shared by every server process; without it they live in this process. */
export function redisUrlConfig(vars: EnvVars): string | null {
  return vars.REDIS_URL ?? null;
}
