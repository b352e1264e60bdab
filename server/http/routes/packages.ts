import type { FastifyInstance } from 'fastify';
import type { PackageRepository } from '../../application/ports';
import { toApiPackage } from '../../application/serialize';
import { packageSchema } from '../schemas';
import { envelopeSchema, ok } from '../envelope';

export async function packageRoutes(app: FastifyInstance, options: { packages: PackageRepository }): Promise<void> {
  app.get(
    '/package/getAllPackages',
    {
      schema: {
        tags: ['packages'],
        summary: 'The active packages (prices in euro cents, VAT included)',
        response: { 200: envelopeSchema({ type: 'array', items: packageSchema }) },
      },
    },
    async (_request, reply) => ok(reply, (await options.packages.listActive()).map(toApiPackage)),
  );
}
