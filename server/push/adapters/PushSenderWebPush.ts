import webpush from 'web-push';
import type { PushMessage, PushOutcome, PushSender, PushSubscriptionRecord } from '../ports';
import { NotOnTheInternet, postToPushService, type Resolve } from './postToPushService';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs this server, for the push services (mailto: or https:). */
  subject: string;
}

/** Waits at most this long for a push service; no answer is tried again later. */
const TIMEOUT_MS = 10_000;

/** Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3), in ms from now; null without one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * Web Push with the `web-push` library: it encrypts the payload for the browser's keys (aes128gcm, RFC 8291) and signs
 * the VAPID token (RFC 8292); the request itself goes out through postToPushService, which keeps our timeout, follows
 * no redirect and connects only to a public address (a subscription names any URL; the server must not post into its
 * own network for it). Outside production a push service on this machine is reached too: the tests' and the demo's.
 */
export class PushSenderWebPush implements PushSender {
  constructor(
    private readonly vapid: VapidKeys,
    private readonly options: { allowLoopback: boolean; resolve?: Resolve },
  ) {}

  async send(
    to: Pick<PushSubscriptionRecord, 'endpoint' | 'p256dh' | 'auth'>,
    message: PushMessage,
  ): Promise<PushOutcome> {
    const request = webpush.generateRequestDetails(
      { endpoint: to.endpoint, keys: { p256dh: to.p256dh, auth: to.auth } },
      message.payload,
      {
        vapidDetails: this.vapid,
        TTL: message.ttlSeconds,
        urgency: message.urgency,
        ...(message.topic ? { topic: message.topic } : {}),
        contentEncoding: 'aes128gcm',
      },
    );
    let answer;
    try {
      answer = await postToPushService(
        request.endpoint,
        { headers: request.headers as Record<string, string>, body: Buffer.from(request.body) },
        { allowLoopback: this.options.allowLoopback, timeoutMs: TIMEOUT_MS, resolve: this.options.resolve },
      );
    } catch (error) {
      // An endpoint inside a network will never be a push service: the device goes, like one the service calls gone.
      if (error instanceof NotOnTheInternet) return { kind: 'gone', status: 0 };
      throw error;
    }
    const status = answer.status;
    if (status >= 200 && status < 300) return { kind: 'delivered' };
    if (status === 404 || status === 410) return { kind: 'gone', status };
    if (status === 429 || status >= 500)
      return { kind: 'retry', status, retryAfterMs: retryAfterMs(answer.retryAfter) };
    return { kind: 'refused', status };
  }
}
