import type { Clock } from '../../../server/platform/ports';

/** Real time plus an offset a test can move forward (code expiry, ad expiry); waits pass at once. */
export class ClockFake implements Clock {
  offsetMs = 0;
  /** When set, the instant it is, whatever real time does (a boundary to the millisecond). */
  frozenAt: Date | undefined;

  now(): Date {
    return new Date(this.frozenAt ? this.frozenAt.getTime() : Date.now() + this.offsetMs);
  }

  /** Every wait asked for, in order. */
  readonly sleeps: number[] = [];

  async sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    this.advance(ms);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
