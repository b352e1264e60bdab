import type { MessageEvent } from '../../domain/conversation';
import type { SessionState } from '../../application/auth/ports';
import type { InboxEvents } from '../../application/messages/ports';
import type { HttpClient } from './HttpClient';

type Listener = { onEvent: (event: MessageEvent) => void; onConnected?: (unreadTotal: number) => void };

/** How long a connection without listeners stays (a page change takes the header away and brings it back). */
const LINGER_MS = 3000;
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * GET /conversations/stream read as Server-Sent Events through fetch, which (unlike EventSource) can send the bearer
 * token. One connection for every listener while anyone listens; it is opened again with growing waits when it breaks,
 * and given up when the server says the session is over.
 */
export class InboxEventsSse implements InboxEvents {
  private readonly listeners = new Set<Listener>();
  private connection: AbortController | null = null;
  private unreadTotal: number | null = null;
  private retryMs = FIRST_RETRY_MS;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly http: HttpClient,
    private readonly session: SessionState,
    private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  listen(onEvent: (event: MessageEvent) => void, onConnected?: (unreadTotal: number) => void): () => void {
    const listener = { onEvent, onConnected };
    this.listeners.add(listener);
    if (this.timer && this.connection) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    if (!this.connection) this.connect();
    else if (this.unreadTotal !== null) onConnected?.(this.unreadTotal);
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.later(() => this.disconnect(), LINGER_MS);
    };
  }

  private connect(): void {
    const token = this.session.accessToken;
    if (!token) return;
    const connection = new AbortController();
    this.connection = connection;
    void this.read(connection, token).then((retry) => {
      if (this.connection !== connection) return;
      this.connection = null;
      this.unreadTotal = null;
      if (retry && this.listeners.size > 0) {
        this.later(() => this.connect(), this.retryMs);
        this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
      }
    });
  }

  /** Reads the stream until it ends; resolves whether to try again. */
  private async read(connection: AbortController, token: string): Promise<boolean> {
    try {
      const response = await this.fetchImpl(this.http.url('/conversations/stream'), {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        credentials: 'include',
        signal: connection.signal,
      });
      // Signed out, or no longer allowed: nothing to wait for.
      if (response.status === 401 || response.status === 403) return false;
      if (!response.ok || !response.body) return true;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          this.dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      return !connection.signal.aborted;
    }
  }

  /** One event block: its data lines are the event as JSON; comments (heartbeats) and retry hints are skipped. */
  private dispatch(block: string): void {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).replace(/^ /, ''))
      .join('\n');
    if (!data) return;
    let event: MessageEvent | { type: 'ready'; unreadTotal: number };
    try {
      event = JSON.parse(data) as typeof event;
    } catch {
      return;
    }
    if (event.type === 'ready') {
      this.retryMs = FIRST_RETRY_MS;
      this.unreadTotal = event.unreadTotal;
      for (const listener of [...this.listeners]) listener.onConnected?.(event.unreadTotal);
      return;
    }
    if (event.unreadTotal !== null) this.unreadTotal = event.unreadTotal;
    for (const listener of [...this.listeners]) listener.onEvent(event);
  }

  private disconnect(): void {
    if (this.listeners.size > 0) return;
    this.connection?.abort();
    this.connection = null;
    this.unreadTotal = null;
  }

  private later(work: () => void, ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      work();
    }, ms);
  }
}
