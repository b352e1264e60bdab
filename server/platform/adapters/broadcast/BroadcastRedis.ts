import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { Broadcast, BroadcastCodec, Logger } from '../../ports';

/**
 * A channel through Redis pub/sub when REDIS_URL is set: every server process subscribes once. The subscription is a
 * connection of its own (a subscribed Redis connection can do nothing else), subscribed again on every reconnection.
 */
export class BroadcastRedis<T> implements Broadcast<T> {
  private readonly events = new EventEmitter().setMaxListeners(0);
  private readonly subscriber: Redis;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly codec: BroadcastCodec<T>,
    private readonly log: Logger,
  ) {
    this.subscriber = redis.duplicate();
    this.subscriber.on('error', (err) => log.warn({ err, channel }, 'a broadcast subscription lost Redis'));
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.channel) return;
      const decoded = this.codec.decode(payload);
      if (decoded !== null) this.events.emit('message', decoded);
    });
  }

  /**
   * Subscribes now and again on every reconnection. The first subscription is awaited, as LISTEN is on PostgreSQL: a
   * stream opened once the server listens must hear every message sent after it. A Redis that is away costs only that
   * attempt (one retry, `maxRetriesPerRequest`), so it does not keep the server from starting (the routes that need
   * Redis answer 503 meanwhile); live updates begin once it is back.
   */
  async start(): Promise<void> {
    this.subscriber.on('ready', () => void this.subscribeOnce());
    await this.subscribeOnce();
  }

  private subscribeOnce(): Promise<void> {
    return this.subscriber.subscribe(this.channel).then(
      () => undefined,
      (err: unknown) =>
        this.log.warn(
          { err, channel: this.channel },
          'subscribing to a broadcast failed; trying again on reconnection',
        ),
    );
  }

  async publish(message: T): Promise<void> {
    await this.redis.publish(this.channel, this.codec.encode(message));
  }

  subscribe(listener: (message: T) => void): () => void {
    this.events.on('message', listener);
    return () => this.events.off('message', listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
