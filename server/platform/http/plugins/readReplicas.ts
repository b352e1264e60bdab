import fp from 'fastify-plugin';

/**
 * Each request reads in its own scope (readReplicas.ts): public reads may go to a replica that has what this reader
 * must see — every public change, and once signed in, their own last write, noted when a write of theirs is answered.
 * Registered before authentication, so its scope holds for everything after.
 */
/** What the plugin needs of the router (server/platform/db/readReplicas.ts). */
export interface RequestReadScopes {
  request<T>(work: () => T): T;
  readFor(userId: string): void;
  wrote(userId: string): Promise<void>;
}

export const readReplicasPlugin = fp<{ replicas: RequestReadScopes }>(
  async (app, { replicas }) => {
    app.addHook('onRequest', (_request, _reply, done) => replicas.request(done));
    app.addHook('preHandler', async (request) => {
      if (request.user) replicas.readFor(request.user.id);
    });
    app.addHook('onSend', async (request) => {
      if (request.user && request.method !== 'GET' && request.method !== 'HEAD') await replicas.wrote(request.user.id);
    });
  },
  { name: 'read-replicas' },
);
