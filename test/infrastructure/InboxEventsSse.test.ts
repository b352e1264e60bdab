import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageEvent } from '../../src/domain/conversation';
import { HttpClient } from '../../src/infrastructure/http/HttpClient';
import { InboxEventsSse } from '../../src/infrastructure/http/InboxEventsSse';
import { SessionStateInMemory } from '../fakes/SessionStateInMemory';

/** A server's event stream the test writes into, one per request the adapter makes. */
class StreamingServer {
  readonly requests: { url: string; headers: Headers; signal: AbortSignal }[] = [];
  private controllers: ReadableStreamDefaultController<Uint8Array>[] = [];
  status = 200;

  fetch: typeof fetch = async (input, init) => {
    this.requests.push({ url: String(input), headers: new Headers(init?.headers), signal: init!.signal! });
    if (this.status !== 200) return new Response('{}', { status: this.status });
    const body = new ReadableStream<Uint8Array>({ start: (controller) => void this.controllers.push(controller) });
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };

  /** Writes raw text into the newest stream (chunks may split events anywhere). */
  write(text: string): void {
    this.controllers.at(-1)!.enqueue(new TextEncoder().encode(text));
  }

  event(event: object): void {
    this.write(`event: x\ndata: ${JSON.stringify(event)}\n\n`);
  }

  end(): void {
    this.controllers.at(-1)!.close();
  }
}

const message = (id: string, unreadTotal: number | null): MessageEvent => ({
  type: 'message',
  conversationId: 'c1',
  message: {
    id,
    conversationId: 'c1',
    mine: false,
    body: `Nachricht ${id}`,
    createdAt: '2026-11-24T08:00:00.000Z',
    caution: null,
    clientId: null,
  },
  unreadTotal,
});

let server: StreamingServer;
let session: SessionStateInMemory;
let events: InboxEventsSse;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  server = new StreamingServer();
  session = new SessionStateInMemory();
  session.set({ accessToken: 'token-1', user: { id: 'u1' } as never });
  events = new InboxEventsSse(
    new HttpClient({ baseUrl: '/api', getToken: () => session.accessToken }),
    session,
    server.fetch,
  );
});
afterEach(() => vi.useRealTimers());

describe('InboxEventsSse', () => {
  it('opens one stream with the bearer token for every listener, and hands them the events in order', async () => {
    const heard: string[] = [];
    const connected: number[] = [];
    events.listen(
      (e) => heard.push(`a:${e.type === 'message' ? e.message.id : e.type}`),
      (n) => connected.push(n),
    );
    events.listen((e) => heard.push(`b:${e.type === 'message' ? e.message.id : e.type}`));
    await flush();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.url).toBe('/api/conversations/stream');
    expect(server.requests[0]!.headers.get('authorization')).toBe('Bearer token-1');
    expect(server.requests[0]!.headers.get('accept')).toBe('text/event-stream');
    server.write('retry: 3000\n\n: ping\n\n');
    server.event({ type: 'ready', unreadTotal: 2 });
    // An event split across chunks is read whole.
    const text = `data: ${JSON.stringify(message('m1', 3))}\n\n`;
    server.write(text.slice(0, 20));
    server.write(text.slice(20));
    server.event({ type: 'read', conversationId: 'c1', unreadTotal: 0 });
    await vi.waitFor(() => expect(heard).toEqual(['a:m1', 'b:m1', 'a:read', 'b:read']));
    expect(connected).toEqual([2]);
  });

  it('a listener that comes later hears the unread count at once, without a second stream', async () => {
    events.listen(() => undefined);
    await flush();
    server.event({ type: 'ready', unreadTotal: 4 });
    server.event(message('m1', 5));
    server.event(message('m2', null));
    await flush();
    await flush();
    const connected: number[] = [];
    events.listen(
      () => undefined,
      (n) => connected.push(n),
    );
    expect(connected).toEqual([5]);
    expect(server.requests).toHaveLength(1);
  });

  it('connects again with growing waits when the stream ends, and from the start after it works', async () => {
    vi.useFakeTimers();
    events.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    server.end();
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    server.end();
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(3);
    // A working stream resets the wait.
    server.event({ type: 'ready', unreadTotal: 0 });
    await vi.advanceTimersByTimeAsync(0);
    server.end();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.requests).toHaveLength(4);
  });

  it('gives up when the server says the session is over', async () => {
    vi.useFakeTimers();
    server.status = 401;
    events.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.requests).toHaveLength(1);
  });

  it('opens nothing without a session', async () => {
    session.clear();
    events.listen(() => undefined);
    await flush();
    expect(server.requests).toEqual([]);
  });

  it('closes the stream a while after the last listener leaves, and keeps it for one who comes back in time', async () => {
    vi.useFakeTimers();
    const stop = events.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(2000);
    const again = events.listen(() => undefined);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.signal.aborted).toBe(false);
    again();
    await vi.advanceTimersByTimeAsync(3000);
    expect(server.requests[0]!.signal.aborted).toBe(true);
  });
});
