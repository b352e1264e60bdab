import { expect, vi } from 'vitest';
import type { MessageEvent } from '../../src/domain/conversation';

type StreamEvent = MessageEvent | { type: 'ready'; unreadTotal: number };

/** A person's open inbox as the browser holds it: GET /api/conversations/stream read as Server-Sent Events. */
export async function openInbox(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/conversations/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const received: number[] = [];
  let ended = false;
  if (response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (data) {
              events.push(JSON.parse(data) as StreamEvent);
              received.push(performance.now());
            }
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  }
  return {
    response,
    events,
    received,
    get ended() {
      return ended;
    },
    /** The first event of that type (and matching, if asked) — waiting for it as the inbox would. */
    async next<T extends StreamEvent['type']>(
      type: T,
      matches: (event: Extract<StreamEvent, { type: T }>) => boolean = () => true,
      timeout = 10_000,
    ) {
      return vi.waitFor(
        () => {
          const found = events.find(
            (e): e is Extract<StreamEvent, { type: T }> =>
              e.type === type && matches(e as Extract<StreamEvent, { type: T }>),
          );
          expect(found, `a ${type} event`).toBeDefined();
          return found!;
        },
        { timeout, interval: 10 },
      );
    },
    close: () => controller.abort(),
  };
}
