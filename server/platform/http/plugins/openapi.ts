import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { describeRoute } from '../openApiDocument';

/**
 * Every route's schema, published as OpenAPI at /api/openapi.json (docs/decisions.md §2), with what each route is
 * added by describeRoute: its operationId, the bearer token where it asks for one, and the error statuses it answers.
 */
export const openApiPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Inserat API',
          version: '1.0.0',
          description:
            'Classified ads for real estate. Every answer is an envelope {statusCode, message, data} or {statusCode, error, message, errors?}.',
          // The code is not published under an open licence (package.json: private); the API is for Inserat's own clients.
          license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
        },
        servers: [{ url: '/api' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: describeRoute as never,
    });
  },
  { name: 'openapi' },
);
