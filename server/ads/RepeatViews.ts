import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../platform/ports';
import { dayInGermany } from '../../src/domain/calendar';

/**
 * Whether a visitor already looked at an ad today, so reloading its page does not inflate the seller's views.
 * Nothing about the visitor is kept: who they are (the caller's description: network and browser) is hashed with a
 * salt drawn at random each day and never written anywhere, and at midnight German time the salt and every hash go.
 * What stays in this process's memory is a 48-bit number per visitor and ad, at most `capacity` of them: when full,
 * the older half goes (so a repeat view after that many others counts again). Each process of a cluster keeps its
 * own, so a visitor whose requests reach two processes counts at most twice a day.
 */
export class RepeatViews {
  private day = '';
  private salt = randomBytes(32);
  private current = new Set<number>();
  private previous = new Set<number>();

  constructor(
    private readonly clock: Clock,
    private readonly capacity = 200_000,
  ) {}

  firstToday(adId: string, visitor: string): boolean {
    const day = dayInGermany(this.clock.now());
    if (day !== this.day) {
      this.day = day;
      this.salt = randomBytes(32);
      this.current = new Set();
      this.previous = new Set();
    }
    const key = createHmac('sha256', this.salt).update(adId).update('\0').update(visitor).digest().readUIntBE(0, 6);
    if (this.current.has(key) || this.previous.has(key)) return false;
    if (this.current.size >= this.capacity / 2) {
      this.previous = this.current;
      this.current = new Set();
    }
    this.current.add(key);
    return true;
  }
}
