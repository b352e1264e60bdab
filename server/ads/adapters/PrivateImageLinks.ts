import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/ports';

const HOUR_MS = 3_600_000;

/**
 * Addresses for the images of an ad visitors cannot see (a draft, one in review, paused, expired), handed only to its
 * owner and the admins: `<prefix>/private/<expiry>/<signature>/<key>`, to which the browser adds `-<width>.webp` as
 * to any image address. The signature (HMAC-SHA256 of expiry and key) proves the server made it; it expires one to
 * two hours later (whole hours, so a page reloaded within the hour fetches the same addresses from its cache).
 */
export class PrivateImageLinks {
  private readonly key: Buffer;

  constructor(
    secret: string,
    private readonly clock: Clock,
    private readonly prefix: string,
  ) {
    this.key = createHmac('sha256', secret).update('inserat private image links').digest();
  }

  link(storageKey: string): string {
    const expires = Math.ceil(this.clock.now().getTime() / HOUR_MS) * HOUR_MS + HOUR_MS;
    return `${this.prefix}/private/${expires}/${this.sign(expires, storageKey)}/${storageKey}`;
  }

  /** Whether the link's expiry and signature were made by link() for this key, and it has not expired. */
  valid(expires: string, signature: string, storageKey: string): boolean {
    const at = Number(expires);
    if (!/^\d{13}$/.test(expires) || at <= this.clock.now().getTime()) return false;
    const expected = Buffer.from(this.sign(at, storageKey));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private sign(expires: number, storageKey: string): string {
    return createHmac('sha256', this.key).update(`${expires}|${storageKey}`).digest('base64url').slice(0, 32);
  }
}
