import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { currentIdentity, signedInOnly } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope, IdParams } from '../../platform/http/schemas';
import type { EndOtherSessionsHandler } from '../EndOtherSessionsHandler';
import type { EndSessionHandler } from '../EndSessionHandler';
import type { ListSessionsHandler } from '../ListSessionsHandler';

/** Where an account is signed in ("Angemeldete Geräte"): the list, and ending one session or all the others. */
const ActiveSessionSchema = Type.Object({
  id: Type.String(),
  userAgent: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.String({ format: 'date-time' }),
  current: Type.Boolean(),
});

export interface SessionRoutesDeps {
  listSessions: Pick<ListSessionsHandler, 'execute'>;
  endSession: Pick<EndSessionHandler, 'execute'>;
  endOtherSessions: Pick<EndOtherSessionsHandler, 'execute'>;
}

export const sessionRoutes: FastifyPluginAsyncTypebox<SessionRoutesDeps> = async (
  app,
  { listSessions, endSession, endOtherSessions },
) => {
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
      const sessions = await listSessions.execute(currentIdentity(request));
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
      await endSession.execute(currentIdentity(request), request.params.id);
      return ok(reply, null, 'Session ended');
    },
  );

  app.delete(
    '/user/sessions',
    { schema: { tags: ['account'], summary: 'End every session but this one', response: { 200: EmptyEnvelope } } },
    async (request, reply) => {
      await endOtherSessions.execute(currentIdentity(request));
      return ok(reply, null, 'Signed out everywhere else');
    },
  );
};
