import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { toApiPackage } from '../../application/serialize';
import { ok } from '../reply';
import { Envelope } from '../schemas/common';
import { PackageSchema } from '../../../src/domain/shapes/packages';

export const packageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { listPackages } = app.services;
  app.get(
    '/package/getAllPackages',
    {
      schema: {
        tags: ['packages'],
        summary: 'The active packages (prices in euro cents, VAT included)',
        response: { 200: Envelope(Type.Array(PackageSchema)) },
      },
    },
    async (_request, reply) => ok(reply, (await listPackages.execute()).map(toApiPackage)),
  );
};
