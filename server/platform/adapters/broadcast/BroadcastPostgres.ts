import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Broadcast, BroadcastCodec, Logger } from '../../ports';
import { connectionLoss } from '../../db/connectionLoss';

/**
 * A channel through PostgreSQL's LISTEN/NOTIFY: every server process on the database hears every message. One
 * connection per process listens; it is opened again (with growing waits) when it breaks, so a database restart costs
 * the messages of those seconds (what they announce is in the database: a listener can always read it again).
 */
export class BroadcastPostgres<T> implements Broadcast<T> {
  private readonly events = new EventEmitter().setMaxListeners(0);
  private listener: pg.Client | null = null;
  private readonly publisher: pg.Pool;
  private closed = false;
  private retryMs = 500;
  private reconnect: NodeJS.Timeout | null = null;
  private readonly channel: string;

  constructor(
    private readonly connectionString: string,
    channel: string,
    private readonly codec: BroadcastCodec<T>,
    private readonly log: Logger,
  ) {
    // A channel is an identifier: quoted, so a test's schema name can be part of it.
    this.channel = `"${channel.replace(/"/g, '')}"`;
    this.publisher = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 5000 });
    this.publisher.on('error', (err) =>
      this.log.warn({ err: connectionLoss(err), channel }, 'a broadcast connection was lost'),
    );
  }

  async start(): Promise<void> {
    await this.listen();
  }

  async publish(message: T): Promise<void> {
    await this.publisher.query('select pg_notify($1, $2)', [this.channel.slice(1, -1), this.codec.encode(message)]);
  }

  subscribe(listener: (message: T) => void): () => void {
    this.events.on('message', listener);
    return () => this.events.off('message', listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnect) clearTimeout(this.reconnect);
    this.events.removeAllListeners();
    await this.listener?.end().catch(() => undefined);
    await this.publisher.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 5000 });
    client.on('notification', (message) => {
      const decoded = message.payload ? this.codec.decode(message.payload) : null;
      if (decoded !== null) this.events.emit('message', decoded);
    });
    const lost = (err?: Error) => {
      if (this.closed || this.listener !== client) return;
      this.listener = null;
      this.log.warn(
        { err: err && connectionLoss(err), channel: this.channel },
        'a broadcast listener lost its connection; listening again',
      );
      client.end().catch(() => undefined);
      this.scheduleReconnect();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    this.listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
      this.retryMs = 500;
    } catch (err) {
      if (this.listener === client) lost(err as Error);
    }
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnect) return;
    this.reconnect = setTimeout(() => {
      this.reconnect = null;
      void this.listen();
    }, this.retryMs);
    this.reconnect.unref();
    this.retryMs = Math.min(this.retryMs * 2, 30_000);
  }
}
