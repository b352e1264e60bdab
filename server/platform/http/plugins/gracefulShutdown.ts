import fp from 'fastify-plugin';

/**
 * The first stage of a shutdown: the process still listens and answers, but says it is not ready (so a load balancer
 * sends new requests elsewhere) and asks each client to close its connection after the answer (so no keep-alive
 * socket is idle when the listener closes; a request written into an idle socket as it closes is lost unread).
 */
export class Drain {
  private startedAt: number | null = null;

  start(): void {
    this.startedAt ??= Date.now();
  }

  get draining(): boolean {
    return this.startedAt !== null;
  }

  /** A readiness check: fails from the moment the drain starts. */
  readonly check = async (): Promise<void> => {
    if (this.draining) throw new Error('shutting down');
  };
}

/**
 * While the server drains and closes, every answer says `Connection: close`, so the client's keep-alive socket ends
 * with it instead of holding the process open for Fastify's 72-second keep-alive timeout.
 */
export const gracefulShutdownPlugin = fp<{ drain: Drain }>(
  async (app, { drain }) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      // Sockets waiting for their next request can go at once; busy ones follow as their answers finish.
      app.server.closeIdleConnections();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing || drain.draining) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-shutdown' },
);
