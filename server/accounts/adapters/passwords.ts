import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { HashLane, PasswordHasher } from '../ports';
import { WorkGate } from '../../platform/adapters/limits/WorkGate';

const KEY_LENGTH = 64;

/** scrypt's cost (N), block size (r) and parallelism (p): OWASP's in production, lower only in tests. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/**
 * How many hashes run at once and how many may wait. Node runs scrypt on libuv's four threads, which static files
 * and DNS share: two hashes at a time leave two threads for them, and 128 MiB each bounds the memory (OWASP's
 * N=2^17, r=8). Past the queue a login is answered 503 with Retry-After instead of waiting for minutes.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE_LIMIT = 32;
/**
 * Sign-ins of addresses that failed recently, or of a client address that sends a burst, hash in the same two slots
 * but last: only while no other sign-in waits, one at a time, with a short line of their own. A flood of guesses
 * (however many addresses it spreads over) never holds both slots, and honest sign-ins overtake it.
 */
export const SUSPECT_CONCURRENCY = 1;
export const SUSPECT_QUEUE_LIMIT = 8;

function scrypt(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  // maxmem must exceed 128·N·r bytes (128 MiB for OWASP's N=2^17, r=8).
  const options: ScryptOptions = { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Hashes carry their own parameters (`scrypt$N$r$p$salt$hash`) so they can be raised later without breaking logins. */
export class PasswordHasherScrypt implements PasswordHasher {
  private readonly gate: WorkGate;

  constructor(
    private readonly params: ScryptParams,
    limits: { concurrency: number; queueLimit: number } = {
      concurrency: HASH_CONCURRENCY,
      queueLimit: HASH_QUEUE_LIMIT,
    },
  ) {
    this.gate = new WorkGate(limits.concurrency, limits.queueLimit, 2, {
      lastConcurrency: SUSPECT_CONCURRENCY,
      lastQueueLimit: SUSPECT_QUEUE_LIMIT,
    });
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.gate.run(() => scrypt(password, salt, this.params));
    return [
      'scrypt',
      this.params.N,
      this.params.r,
      this.params.p,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  async verify(
    password: string,
    stored: string | null,
    lane: HashLane = 'normal',
    stillNormal?: () => Promise<boolean>,
  ): Promise<boolean> {
    const [scheme, n, r, p, salt, expected] = stored?.split('$') ?? [];
    if (stored && (scheme !== 'scrypt' || !salt || !expected)) return false;
    // Same work whether or not the account exists, so timing does not reveal registered addresses.
    const work = () =>
      stored
        ? scrypt(password, Buffer.from(salt!, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
        : scrypt(password, randomBytes(16), this.params);
    const key = await this.inLane(lane, work, stillNormal);
    if (!stored) return false;
    const expectedKey = Buffer.from(expected!, 'base64url');
    return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
  }

  private async inLane(
    lane: HashLane,
    work: () => Promise<Buffer>,
    stillNormal?: () => Promise<boolean>,
  ): Promise<Buffer> {
    if (lane === 'suspect') return this.gate.run(work, { priority: 'last' });
    // A known device is its owner, whatever else is in the line: served first, never moved.
    if (lane === 'known') return this.gate.run(work, { priority: 'first' });
    const moved = await this.gate.run(async () => (stillNormal && !(await stillNormal()) ? null : work()));
    return moved ?? this.gate.run(work, { priority: 'last' });
  }
}
