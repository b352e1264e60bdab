import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { importJWK, jwtVerify } from 'jose';

/** A push that reached the stand-in: what the server sent, decrypted and checked. */
export interface ArrivedPush {
  endpoint: string;
  /** The payload as the browser's service worker would receive it. */
  payload: Record<string, unknown>;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID token's claims (RFC 8292): audience, expiry, subject. */
  claims: { aud: string; exp: number; sub: string };
  /** The VAPID public key the server signed with (`k=`). */
  vapidKey: string;
  arrivedAt: number;
}

/** A browser's side of a subscription: its endpoint on the stand-in and the keys the server must encrypt for. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

type Answer = { status: number; headers?: Record<string, string> };

function body(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * A push service on this machine (no real one is reachable here): each subscription it hands out is a browser's, with
 * keys made here. Every request is checked as a push service and a browser would: the VAPID JWT's signature (ES256
 * with the key in `k=`), its audience and expiry, then the payload decrypted with the subscription's private key and
 * auth secret (aes128gcm, RFC 8291). A request that fails a check is answered 400/401 and recorded in `rejected`.
 * Answers can be scripted per endpoint (429 with Retry-After, 500, 410) to see what the server does.
 */
export async function startPushService() {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const gone = new Set<string>();
  const scripted = new Map<string, Answer[]>();
  const arrived: ArrivedPush[] = [];
  const rejected: { endpoint: string; why: string }[] = [];
  const waiters: (() => void)[] = [];
  let base = '';

  const server: Server = createServer((request, response) => {
    void (async () => {
      const endpoint = `${base}${request.url ?? ''}`;
      const browser = browsers.get(endpoint);
      const raw = await body(request);
      const answer = (status: number, headers: Record<string, string> = {}) => {
        response.writeHead(status, headers).end();
        waiters.splice(0).forEach((wake) => wake());
      };
      if (gone.has(endpoint)) return answer(410);
      if (!browser) return answer(404);
      const reject = (why: string, status = 400) => {
        rejected.push({ endpoint, why });
        answer(status);
      };
      const auth = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
      if (!auth) return reject('no VAPID authorization', 401);
      const [, token, vapidKey] = auth as unknown as [string, string, string];
      const point = Buffer.from(vapidKey, 'base64url');
      let claims: ArrivedPush['claims'];
      try {
        const key = await importJWK(
          {
            kty: 'EC',
            crv: 'P-256',
            x: point.subarray(1, 33).toString('base64url'),
            y: point.subarray(33, 65).toString('base64url'),
          },
          'ES256',
        );
        claims = (await jwtVerify(token, key, { algorithms: ['ES256'], audience: base })).payload as typeof claims;
      } catch (error) {
        return reject(`VAPID token: ${(error as Error).message}`, 401);
      }
      if (claims.exp - Date.now() / 1000 > 24 * 3600) return reject('VAPID token valid for more than 24 hours');
      if (request.headers['content-encoding'] !== 'aes128gcm') return reject('not aes128gcm');
      let payload: Record<string, unknown>;
      try {
        const plain = ece.decrypt(raw, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
        payload = JSON.parse(plain.toString('utf8')) as Record<string, unknown>;
      } catch (error) {
        return reject(`payload: ${(error as Error).message}`);
      }
      const next = scripted.get(endpoint)?.shift();
      if (next && next.status >= 300) {
        rejected.push({ endpoint, why: `scripted ${next.status}` });
        return answer(next.status, next.headers);
      }
      arrived.push({
        endpoint,
        payload,
        ttl: Number(request.headers.ttl),
        urgency: (request.headers.urgency as string | undefined) ?? null,
        topic: (request.headers.topic as string | undefined) ?? null,
        claims,
        vapidKey,
        arrivedAt: Date.now(),
      });
      answer(201, { location: `${endpoint}/${randomUUID()}` });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    arrived,
    rejected,
    /** A new browser's subscription: its endpoint here and the public key and auth secret it would give the server. */
    subscription(): TestSubscription {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${base}/push/${randomUUID()}`;
      browsers.set(endpoint, { ecdh, auth });
      return { endpoint, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } };
    },
    /** The next answers to pushes for this endpoint (then 201 again). */
    answerNext(endpoint: string, ...answers: Answer[]) {
      scripted.set(endpoint, [...(scripted.get(endpoint) ?? []), ...answers]);
    },
    /** The browser dropped the subscription: its endpoint answers 410 from now on. */
    expire(endpoint: string) {
      gone.add(endpoint);
    },
    to(endpoint: string): ArrivedPush[] {
      return arrived.filter((push) => push.endpoint === endpoint);
    },
    /** The pushes that reached the endpoint once there are `count` of them (within `timeoutMs`). */
    async waitFor(endpoint: string, count: number, timeoutMs = 30_000): Promise<ArrivedPush[]> {
      const deadline = Date.now() + timeoutMs;
      while (arrived.filter((push) => push.endpoint === endpoint).length < count) {
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`${count} pushes to ${endpoint} did not arrive (rejected: ${JSON.stringify(rejected)})`);
        await Promise.race([
          new Promise<void>((resolve) => waiters.push(resolve)),
          new Promise((r) => setTimeout(r, left)),
        ]);
      }
      return arrived.filter((push) => push.endpoint === endpoint);
    },
    /** Resolves once some request (any answer) reached the stand-in after this call. */
    nextRequest(): Promise<void> {
      return new Promise((resolve) => waiters.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushServiceStandIn = Awaited<ReturnType<typeof startPushService>>;
