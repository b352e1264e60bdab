import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ListFavorites } from '../ListFavorites';
import type { RemoveFavorite } from '../RemoveFavorite';
import type { SaveFavorite } from '../SaveFavorite';
import type { ImageStorage } from '../../ads/ports';
import { Type } from 'typebox';
import { toApiFavorite } from '../ports';
import { currentUser, signedInOnly } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';
import { FavoriteParams, FavoriteSchema } from '../../../src/domain/shapes/favorites';

export interface FavoriteRoutesDeps {
  listFavorites: Pick<ListFavorites, 'execute'>;
  saveFavorite: Pick<SaveFavorite, 'execute'>;
  removeFavorite: Pick<RemoveFavorite, 'execute'>;
  images: ImageStorage;
}

/** The signed-in person's Merkliste (visitors keep theirs in the browser until they sign in). */
export const favoriteRoutes: FastifyPluginAsyncTypebox<FavoriteRoutesDeps> = async (
  app,
  { listFavorites, saveFavorite, removeFavorite, images },
) => {
  // Before validation: a visitor hears "sign in", not what is wrong with an id they may not use.
  signedInOnly(app, 'user', 'preValidation');

  app.get(
    '/favorites',
    {
      schema: {
        tags: ['favorites'],
        summary: 'The saved ads, newest first, with their current state and the price when saved',
        response: { 200: Envelope(Type.Array(FavoriteSchema)) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        (await listFavorites.execute(currentUser(request))).map((view) => toApiFavorite(view, images)),
      ),
  );

  app.put(
    '/favorites/:adId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Save an ad visitors can see (saving it again changes nothing)',
        params: FavoriteParams,
        response: {
          ...errors({ 409: 'The Merkliste is full', 410: 'The ad is no longer online' }),
          200: EmptyEnvelope,
        },
      },
    },
    async (request, reply) => {
      await saveFavorite.execute(currentUser(request), request.params.adId);
      return ok(reply, null, 'Saved');
    },
  );

  app.delete(
    '/favorites/:adId',
    {
      schema: {
        tags: ['favorites'],
        summary: 'Remove an ad from the list (removing it again changes nothing)',
        params: FavoriteParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await removeFavorite.execute(currentUser(request), request.params.adId);
      return ok(reply, null, 'Removed');
    },
  );
};
