import { DECISION_GROUNDS } from '../../../src/domain/decisions';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ChangeUser } from '../ChangeUser';
import type { FindUsers } from '../FindUsers';
import type { ListDeadLetters } from '../ListDeadLetters';
import type { ListLatestUsers } from '../ListLatestUsers';
import type { ReadAdminStats } from '../ReadAdminStats';
import type { ReadAuditLog } from '../ReadAuditLog';
import type { ReadWeeklyFigures } from '../ReadWeeklyFigures';
import type { SendDeadLetterAgain } from '../SendDeadLetterAgain';
import { Type } from 'typebox';
import { ROLES } from '../../../src/domain/user';
import { toApiUser } from '../../accounts/ports';
import { currentUser, signedInOnly } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope, IdParams, Nullable, StringEnum } from '../../platform/http/schemas';
import { UserSchema } from '../../../src/domain/shapes/users';
import { ADMIN_ACTIONS } from '../../../src/domain/adminAction';

/** Users per page: the schema's default, named once. */
const USERS_PER_PAGE = 10;

/** Administration (people, figures, the audit log, failed jobs): every route in this plugin is for admins only (one hook, not one check per route). */
/** What the admin area's routes use. */
export interface AdminRoutesDeps {
  listLatestUsers: Pick<ListLatestUsers, 'execute'>;
  findUsers: Pick<FindUsers, 'execute'>;
  changeUser: Pick<ChangeUser, 'execute'>;
  readAdminStats: Pick<ReadAdminStats, 'execute'>;
  readWeeklyFigures: Pick<ReadWeeklyFigures, 'execute'>;
  readAuditLog: Pick<ReadAuditLog, 'execute'>;
  listDeadLetters: Pick<ListDeadLetters, 'execute'>;
  sendDeadLetterAgain: Pick<SendDeadLetterAgain, 'execute'>;
}

export const adminRoutes: FastifyPluginAsyncTypebox<AdminRoutesDeps> = async (app, deps) => {
  signedInOnly(app, 'admin', 'preHandler');

  app.get(
    '/userList/latest',
    {
      schema: {
        tags: ['admin'],
        summary: 'The latest registered users',
        response: { 200: Envelope(Type.Array(UserSchema)) },
      },
    },
    async (_request, reply) => ok(reply, (await deps.listLatestUsers.execute()).map(toApiUser)),
  );

  app.get(
    '/userList',
    {
      schema: {
        tags: ['admin'],
        summary: 'Users, paged and searchable by name or e-mail',
        querystring: Type.Object(
          {
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: USERS_PER_PAGE })),
            q: Type.Optional(Type.String({ maxLength: 200 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(
            Type.Object({
              items: Type.Array(UserSchema),
              total: Type.Integer(),
              page: Type.Integer(),
              limit: Type.Integer(),
            }),
          ),
        },
      },
    },
    async (request, reply) => {
      const { page = 1, limit = USERS_PER_PAGE, q } = request.query;
      const result = await deps.findUsers.execute(page, limit, q ?? null);
      return ok(reply, { items: result.items.map(toApiUser), total: result.total, page, limit });
    },
  );

  app.patch(
    '/userList/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a role or block / unblock (not oneself); a block sends a statement of reasons',
        params: IdParams,
        body: Type.Object(
          {
            role: Type.Optional(StringEnum(ROLES)),
            blocked: Type.Optional(Type.Boolean()),
            reason: Type.Optional(Type.String({ maxLength: 2000 })),
            ground: Type.Optional(StringEnum(DECISION_GROUNDS)),
          },
          { minProperties: 1, additionalProperties: false },
        ),
        response: { 200: Envelope(UserSchema) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiUser(await deps.changeUser.execute(currentUser(request), request.params.id, request.body)),
        'User saved',
      ),
  );

  app.get(
    '/admin/stats',
    {
      schema: {
        tags: ['admin'],
        summary: 'Figures for the admin dashboard',
        response: {
          200: Envelope(
            Type.Object({
              users: Type.Integer(),
              activeAds: Type.Integer(),
              pendingAds: Type.Integer(),
              revenueCents: Type.Integer(),
            }),
          ),
        },
      },
    },
    async (_request, reply) => ok(reply, await deps.readAdminStats.execute()),
  );

  app.get(
    '/admin/stats/weekly',
    {
      schema: {
        tags: ['admin'],
        summary: 'New users, new ads and revenue per calendar week (German time), the last 12 weeks by default',
        querystring: Type.Object({ weeks: Type.Optional(Type.Integer({ minimum: 4, maximum: 52 })) }),
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                weekStart: Type.String({ format: 'date' }),
                newUsers: Type.Integer(),
                newAds: Type.Integer(),
                revenueCents: Type.Integer(),
              }),
            ),
          ),
        },
      },
    },
    async (request, reply) => ok(reply, await deps.readWeeklyFigures.execute(request.query.weeks ?? 12)),
  );

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The audit log: every admin action (blocking, roles, moderation decisions, reports), who and when, newest first',
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                id: Type.String(),
                adminEmail: Type.String(),
                action: StringEnum(ADMIN_ACTIONS),
                targetId: Type.String(),
                targetLabel: Type.String(),
                detail: Type.String(),
                createdAt: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (_request, reply) =>
      ok(
        reply,
        (await deps.readAuditLog.execute()).map(({ adminId: _adminId, ...entry }) => ({
          ...entry,
          createdAt: entry.createdAt.toISOString(),
        })),
      ),
  );

  app.get(
    '/admin/dead-letters',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mails (and other jobs) that failed every retry, newest first: who they were for and when',
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                id: Type.String(),
                queue: Type.String(),
                to: Nullable(Type.String()),
                failedAt: Type.String(),
              }),
            ),
          ),
        },
      },
    },
    async (_request, reply) =>
      ok(
        reply,
        (await deps.listDeadLetters.execute(200)).map((letter) => ({
          ...letter,
          failedAt: letter.failedAt.toISOString(),
        })),
      ),
  );

  app.post(
    '/admin/dead-letters/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed job back for another round of tries',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await deps.sendDeadLetterAgain.execute(currentUser(request), request.params.id);
      return ok(reply, null, 'Queued again');
    },
  );
};
