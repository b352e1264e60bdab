import { EventEmitter } from 'node:events';
import type { InboxSignal, InboxSignals } from '../../application/messages/ports';

/** One process (PGlite): signals go straight to this process's listeners. */
export class InboxSignalsInProcess implements InboxSignals {
  private readonly events = new EventEmitter().setMaxListeners(0);

  async start(): Promise<void> {}

  async publish(signal: InboxSignal): Promise<void> {
    this.events.emit('signal', signal);
  }

  subscribe(listener: (signal: InboxSignal) => void): () => void {
    this.events.on('signal', listener);
    return () => this.events.off('signal', listener);
  }

  async close(): Promise<void> {
    this.events.removeAllListeners();
  }
}
