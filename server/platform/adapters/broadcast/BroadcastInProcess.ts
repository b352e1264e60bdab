import { EventEmitter } from 'node:events';
import type { Broadcast } from '../../ports';

/** One process (PGlite): a message goes straight to this process's listeners. */
export class BroadcastInProcess<T> implements Broadcast<T> {
  private readonly events = new EventEmitter().setMaxListeners(0);

  async start(): Promise<void> {}

  async publish(message: T): Promise<void> {
    this.events.emit('message', message);
  }

  subscribe(listener: (message: T) => void): () => void {
    this.events.on('message', listener);
    return () => this.events.off('message', listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}
