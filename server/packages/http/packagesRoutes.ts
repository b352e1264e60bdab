import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ListPackages } from '../ListPackages';
import { Type } from 'typebox';
import { toApiPackage } from '../ports';
import { ok } from '../../platform/http/reply';
import { Envelope } from '../../platform/http/schemas';
import { PackageSchema } from '../../../src/domain/shapes/packages';

export interface PackageRoutesDeps {
  listPackages: Pick<ListPackages, 'execute'>;
}

export const packageRoutes: FastifyPluginAsyncTypebox<PackageRoutesDeps> = async (app, { listPackages }) => {
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
