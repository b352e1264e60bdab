import type { ServerResponse } from 'node:http';
import type { Authenticate } from '../../accounts/ports';
import type { CountUnread } from '../CountUnread';
import type { ReadMessageEvent } from '../ReadMessageEvent';
import type { InboxSignals } from '../ports';
import type { FastifyPluginAsync } from 'fastify';
import type { MessageEvent } from '../../../src/domain/conversation';
import { ApiError } from '../../platform/domain/ApiError';
import { currentUser, requireUser } from '../../platform/http/auth';
import { FileAnswer } from '../../platform/http/schemas';

/** A comment line every so often keeps proxies from closing a quiet stream, and tells us when the browser left. */
const HEARTBEAT_MS = 25_000;
/** Open streams per person (tabs and devices); more is a leak or an attack. */
const STREAMS_PER_PERSON = 10;

/**
 * GET /conversations/stream: the person's inbox as Server-Sent Events. Each process listens to every process's signals
 * (InboxSignals: Redis, PostgreSQL or in memory) and writes the ones for the people it has streams open for.
 */
export interface InboxStreamDeps {
  readMessageEvent: Pick<ReadMessageEvent, 'execute'>;
  countUnread: Pick<CountUnread, 'execute'>;
  signals: InboxSignals;
  authenticate: Pick<Authenticate, 'execute'>;
}

export const inboxStream: FastifyPluginAsync<InboxStreamDeps> = async (
  app,
  { readMessageEvent, countUnread, signals, authenticate },
) => {
  const open = new Map<string, Set<ServerResponse>>();
  // Open streams never finish by themselves: a shutdown ends them, or it would wait for its bound.
  app.addHook('preClose', async () => {
    for (const streams of open.values()) for (const stream of streams) stream.end();
  });

  const answer = FileAnswer('Events as they happen, until the connection closes', {
    'text/event-stream': { type: 'string' },
  });
  const summary = 'New messages and read marks as Server-Sent Events (text/event-stream)';
  app.get(
    '/conversations/stream',
    { preHandler: requireUser, schema: { tags: ['messages'], summary, response: { 200: answer } } },
    async (request, reply) => {
      const user = currentUser(request);
      const mine = open.get(user.id) ?? new Set<ServerResponse>();
      if (mine.size >= STREAMS_PER_PERSON)
        throw new ApiError(429, 'RATE_LIMITED', 'Too many open message streams; close a tab');
      const token = /^bearer +(\S+)/i.exec(String(request.headers.authorization))?.[1] ?? '';
      reply.hijack();
      const stream = reply.raw;
      // The headers the hooks set (CORS, security) go out with the stream's own.
      stream.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
        'x-robots-tag': 'noindex, nofollow',
        // The stream is the connection's last answer: when it ends (shutdown, signed out), the socket goes with it.
        connection: 'close',
      });
      mine.add(stream);
      open.set(user.id, mine);
      const write = (event: MessageEvent | { type: 'ready'; unreadTotal: number }) =>
        stream.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
      stream.write('retry: 3000\n\n');
      // The session is checked at once when the person's sessions change, and with every heartbeat in case a signal
      // was lost: a signed-out, blocked or deleted person's stream ends.
      const checkSession = () =>
        void authenticate.execute(token).then(
          (identity) => stream.writableEnded || (identity ? stream.write(': ping\n\n') : stream.end()),
          () => stream.writableEnded || stream.write(': ping\n\n'),
        );
      // Events leave in the order their signals came, although each is looked up on its own.
      let queue = Promise.resolve();
      const unsubscribe = signals.subscribe((signal) => {
        if (signal.userId !== user.id) return;
        if (signal.kind === 'sessions_changed') return checkSession();
        queue = queue.then(async () => {
          const event = await readMessageEvent.execute(user.id, signal).catch((err: unknown) => {
            request.log.warn({ err }, 'an inbox event could not be read');
            return null;
          });
          if (event && !stream.writableEnded) write(event);
        });
      });
      const heartbeat = setInterval(checkSession, HEARTBEAT_MS);
      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        mine.delete(stream);
        if (mine.size === 0) open.delete(user.id);
      };
      stream.on('close', cleanup);
      try {
        write({ type: 'ready', unreadTotal: await countUnread.execute(user) });
      } catch (err) {
        // The database is away: the browser tries again in a few seconds (retry above).
        request.log.warn({ err }, 'an inbox stream could not start');
        stream.end();
      }
    },
  );
};
