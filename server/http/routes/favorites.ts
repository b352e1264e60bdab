import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { toApiFavorite } from '../../application/serialize';
import { currentUser, signedInOnly } from '../auth';
import { ok } from '../reply';
import { EmptyEnvelope, Envelope } from '../schemas/common';
import { errors } from '../openApiDocument';
import { FavoriteParams, FavoriteSchema } from '../../../src/domain/shapes/favorites';

/** The signed-in person's Merkliste (visitors keep theirs in the browser until they sign in). */
export const favoriteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { favorites, images } = app.services;
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
        (await favorites.list(currentUser(request))).map((view) => toApiFavorite(view, images)),
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
      await favorites.save(currentUser(request), request.params.adId);
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
      await favorites.remove(currentUser(request), request.params.adId);
      return ok(reply, null, 'Removed');
    },
  );
};
