import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';

/** Every route's schema, published as OpenAPI at /api/openapi.json (docs/decisions.md §2). */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Inserat API',
          version: '1.0.0',
          description: 'Classified ads for real estate. Every answer is an envelope {statusCode, message, data} or {statusCode, error, message, errors?}.',
        },
        servers: [{ url: '/api' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
    });
  },
  { name: 'openapi' },
);
