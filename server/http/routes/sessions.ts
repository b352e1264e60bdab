import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentIdentity, signedInOnly } from '../auth';
import { ok } from '../reply';
import { EmptyEnvelope, Envelope, IdParams } from '../schemas/common';

/** Where an account is signed in ("Angemeldete Geräte"): the list, and ending one session or all the others. */
const ActiveSessionSchema = Type.Object({
  id: Type.String(),
  userAgent: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});

export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { auth } = app.services;
  signedInOnly(app, 'user', 'preHandler');

  app.get(
    '/user/sessions',
    {
      schema: {
        tags: ['account'],
        summary: 'Where the account is signed in: active sessions, most recently used first',
        response: { 200: Envelope(Type.Array(ActiveSessionSchema)) },
      },
    },
    async (request, reply) => {
      const sessions = await auth.sessions(currentIdentity(request));
      return ok(
        reply,
        sessions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), lastUsedAt: s.lastUsedAt.toISOString() })),
      );
    },
  );

  app.delete(
    '/user/sessions/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'End one session (its token stops working at once)',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await auth.endSession(currentIdentity(request), request.params.id);
      return ok(reply, null, 'Session ended');
    },
  );

  app.delete(
    '/user/sessions',
    { schema: { tags: ['account'], summary: 'End every session but this one', response: { 200: EmptyEnvelope } } },
    async (request, reply) => {
      await auth.endOtherSessions(currentIdentity(request));
      return ok(reply, null, 'Signed out everywhere else');
    },
  );
};
