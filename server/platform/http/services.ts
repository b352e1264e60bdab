import fp from 'fastify-plugin';
import type { Services } from '../../services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application's services, composed once at start (server/composition.ts). */
    services: Services;
  }
}

/** Decorates the instance with the services, so every route plugin reads what it needs from `app.services`. */
export const servicesPlugin = fp<{ services: Services }>(
  async (app, { services }) => {
    app.decorate('services', services);
  },
  { name: 'services' },
);
