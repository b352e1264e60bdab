import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** A subscription's endpoint resolved to an address no push service is at. */
export class NotOnTheInternet extends Error {
  readonly code = 'PUSH_ADDRESS_REFUSED';
}

/**
 * Whether a push may go to this address: public unicast only — never this machine (unless allowed, for the tests and
 * the demo), our own networks, link-local (a cloud's metadata service), carrier-grade NAT or reserved ranges. An
 * IPv4 address written as IPv6 (`::ffff:10.0.0.7`) is judged as the IPv4 one.
 */
export function pushableAddress(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

export type Resolve = (
  hostname: string,
  options: LookupAllOptions,
  callback: (err: Error | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * The socket's own DNS lookup, refusing a name that resolves to any address a push may not go to: the check and the
 * connection use the same answer, so a name that changes its address between the two (DNS rebinding) gains nothing.
 */
export function guardedLookup(
  allowLoopback: boolean,
  resolve: Resolve = dnsLookup,
): NonNullable<http.RequestOptions['lookup']> {
  return ((hostname: string, options: { all?: boolean; family?: number }, callback: (...args: unknown[]) => void) => {
    resolve(hostname, { family: options.family ?? 0, all: true }, (err, addresses) => {
      if (err) return callback(err);
      if (addresses.length === 0 || !addresses.every((a) => pushableAddress(a.address, allowLoopback)))
        return callback(new NotOnTheInternet(`${hostname} resolves to an address inside a network`));
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  }) as NonNullable<http.RequestOptions['lookup']>;
}

export interface PushServiceAnswer {
  status: number;
  retryAfter: string | null;
}

/**
 * One POST to a push service with Node's own client: no redirect is followed (a push service answers, it does not
 * send us elsewhere), the connection goes only to an address the lookup allowed, and an answer must come in time.
 */
export function postToPushService(
  endpoint: string,
  request: { headers: Record<string, string>; body: Buffer },
  options: { allowLoopback: boolean; timeoutMs: number; resolve?: Resolve },
): Promise<PushServiceAnswer> {
  const url = new URL(endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is connected to without a lookup: judged here instead.
  if (isIP(host) && !pushableAddress(host, options.allowLoopback))
    return Promise.reject(new NotOnTheInternet(`${host} is inside a network`));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: request.headers,
        lookup: guardedLookup(options.allowLoopback, options.resolve),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const retryAfter = response.headers['retry-after'];
        // The body says nothing we act on; reading it frees the connection.
        response.resume();
        response.on('error', reject);
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: retryAfter ?? null }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
