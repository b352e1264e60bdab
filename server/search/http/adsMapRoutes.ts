import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { MapAdsHandler } from '../MapAdsHandler';
import { languageOf } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { AdMapQuery, AdMapSchema } from '../../../src/domain/shapes/adSearch';
import { Envelope } from '../../platform/http/schemas';

export interface AdsMapRoutesDeps {
  mapAds: Pick<MapAdsHandler, 'execute'>;
}

/** Every result of a search on the map (issue 41): the list's filters, grouped in grid cells by the database. */
export const adsMapRoutes: FastifyPluginAsyncTypebox<AdsMapRoutesDeps> = async (app, { mapAds }) => {
  app.get(
    '/ads/map',
    {
      schema: {
        tags: ['ads'],
        summary:
          'Every live ad of a search on a map: grid cells with count, centre, extent and price range; the ad itself where a cell holds one',
        querystring: AdMapQuery,
        response: { 200: Envelope(AdMapSchema) },
      },
    },
    async (request, reply) => ok(reply, await mapAds.execute(request.query, languageOf(request))),
  );
};
