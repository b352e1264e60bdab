import fp from 'fastify-plugin';

/**
 * While the server closes, every answer still being written says `Connection: close`, so the client's keep-alive
 * socket ends with it instead of holding the process open for Fastify's 72-second keep-alive timeout.
 */
export const gracefulShutdownPlugin = fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      // Sockets waiting for their next request can go at once; busy ones follow as their answers finish.
      app.server.closeIdleConnections();
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-shutdown' },
);
