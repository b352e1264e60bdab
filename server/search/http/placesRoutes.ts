import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SuggestPlacesHandler } from '../SuggestPlacesHandler';
import { Type } from 'typebox';
import { ok } from '../../platform/http/reply';
import { Envelope, Nullable } from '../../platform/http/schemas';

/** Suggestions per answer when the request names none (the schema's default, named once). */
const SUGGESTIONS = 8;

const PlaceSchema = Type.Object({
  country: Type.String(),
  postalCode: Type.String(),
  name: Type.String(),
  city: Type.String(),
  state: Nullable(Type.String()),
  lat: Type.Number(),
  lon: Type.Number(),
});

export interface PlaceRoutesDeps {
  suggestPlaces: Pick<SuggestPlacesHandler, 'execute'>;
}

/** Place suggestions while typing (postal codes, cities, districts) from the places table, never from a web service. */
export const placeRoutes: FastifyPluginAsyncTypebox<PlaceRoutesDeps> = async (app, { suggestPlaces }) => {
  app.get(
    '/places',
    {
      schema: {
        tags: ['places'],
        summary: 'Postal codes, cities and districts starting with the text (GeoNames, CC BY 4.0)',
        querystring: Type.Object(
          {
            q: Type.String({ minLength: 1, maxLength: 80 }),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: SUGGESTIONS })),
          },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(Type.Array(PlaceSchema)) },
      },
    },
    async (request, reply) =>
      ok(reply, await suggestPlaces.execute(request.query.q, request.query.limit ?? SUGGESTIONS)),
  );
};
