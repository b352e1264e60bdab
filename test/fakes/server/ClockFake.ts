import type { Clock } from '../../../server/application/shared/ports';

/** Real time plus an offset a test can move forward (code expiry, ad expiry). */
export class ClockFake implements Clock {
  offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
