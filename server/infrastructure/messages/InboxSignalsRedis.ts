import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { InboxSignal, InboxSignals } from '../../application/messages/ports';
import type { Logger } from '../../application/shared/ports';
import { decodeSignal, encodeSignal } from './signalCodec';

/**
 * Signals through Redis pub/sub when REDIS_URL is set: every server process subscribes once. The subscription is a
 * connection of its own (a subscribed Redis connection can do nothing else); ioredis subscribes again after a reconnect.
 */
export class InboxSignalsRedis implements InboxSignals {
  private readonly events = new EventEmitter().setMaxListeners(0);
  private readonly subscriber: Redis;

  constructor(
    private readonly redis: Redis,
    private readonly channel: string,
    private readonly log: Logger,
  ) {
    this.subscriber = redis.duplicate();
    this.subscriber.on('error', (err) => log.warn({ err }, 'the inbox signal subscription lost Redis'));
    this.subscriber.on('message', (channel: string, payload: string) => {
      if (channel !== this.channel) return;
      const signal = decodeSignal(payload);
      if (signal) this.events.emit('signal', signal);
    });
  }

  /**
   * Subscribes on every (re)connection: a Redis that is away at start-up must not keep the server from starting (the
   * routes that need Redis answer 503 meanwhile), and live updates begin once it is back.
   */
  async start(): Promise<void> {
    const subscribe = () => void this.subscriber.subscribe(this.channel).catch((err: unknown) => this.log.warn({ err }, 'subscribing to inbox signals failed; trying again on reconnection'));
    this.subscriber.on('ready', subscribe);
    if (this.subscriber.status === 'ready') subscribe();
  }

  async publish(signal: InboxSignal): Promise<void> {
    await this.redis.publish(this.channel, encodeSignal(signal));
  }

  subscribe(listener: (signal: InboxSignal) => void): () => void {
    this.events.on('signal', listener);
    return () => this.events.off('signal', listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
