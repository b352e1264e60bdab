import { randomUUID } from 'node:crypto';
import type { Broadcast, Logger } from '../platform/ports';

/**
 * "What visitors see changed": this process clears its caches at once and tells the other processes, which clear theirs.
 * A write's answer waits until that message has left (`sent()`, awaited by the HTTP layer before it answers a write):
 * someone who published through one process and reloads through another must see the ad, and a message still in this
 * process's outbox when the reload arrives elsewhere would let that process answer from its old cache (seen in the
 * cluster suite on a busy machine). The wait is bounded: a broker that is away costs a write at most `limitMs`, and the
 * caches it could not reach expire within their 30 s.
 */
export class PublicChanges {
  private readonly origin = randomUUID();
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      broadcast: Broadcast<{ origin: string }>;
      /** Clears this process's caches of what visitors see. */
      clearCaches: () => void;
      log: Logger;
    },
    private readonly limitMs = 1000,
  ) {
    deps.broadcast.subscribe((change) => {
      if (change.origin !== this.origin) deps.clearCaches();
    });
  }

  start(): Promise<void> {
    return this.deps.broadcast.start();
  }

  /** Clears this process's caches now and tells the others. */
  announce(): void {
    this.deps.clearCaches();
    const sending: Promise<void> = this.deps.broadcast
      .publish({ origin: this.origin })
      .catch((err: unknown) =>
        this.deps.log.warn(
          { err },
          'other processes could not be told that public data changed; their caches expire within 30 s',
        ),
      )
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Resolves once every change announced so far has been handed to the other processes, or failed, or `limitMs` passed. */
  async sent(): Promise<void> {
    if (this.inFlight.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.limitMs).unref()));
    try {
      await Promise.race([Promise.all(this.inFlight), limit]);
    } finally {
      clearTimeout(timer);
    }
  }

  close(): Promise<void> {
    return this.deps.broadcast.close();
  }
}
