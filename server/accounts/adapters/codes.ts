import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { SecretHasher } from '../ports';

/**
 * Codes are stored as keyed hashes: a leaked table does not reveal live codes, and the key (derived from
 * the JWT secret) stops offline guessing of the 10^6 possibilities.
 */
export class SecretHasherHmac implements SecretHasher {
  constructor(private readonly key: string) {}

  hash(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64url');
  }

  matches(value: string, hash: string): boolean {
    const a = Buffer.from(this.hash(value));
    const b = Buffer.from(hash);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Six digits from a CSPRNG (docs/decisions.md §2). */
  newCode(): string {
    return randomInt(0, 1_000_000).toString().padStart(6, '0');
  }

  newSecret(): string {
    return randomBytes(32).toString('base64url');
  }
}
