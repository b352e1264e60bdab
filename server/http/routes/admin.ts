import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ROLES } from '../../../src/domain/user';
import { toApiAd, toApiUser } from '../../application/serialize';
import { currentUser, signedInOnly } from '../auth';
import { ok } from '../reply';
import { AdSchema } from '../schemas/ads';
import { EmptyEnvelope, Envelope, IdParams, Nullable, StringEnum } from '../schemas/common';
import { errors } from '../openApiDocument';
import { ReportDetailSchema, ReportSchema } from '../schemas/conversations';
import { UserSchema } from '../schemas/users';
import { REPORT_STATUSES } from '../../../src/domain/report';
import { ADMIN_ACTIONS } from '../../../src/domain/adminAction';

/** A moderator's decision the seller is shown: its reason (3 characters or more, checked by the service). */
const DecisionBody = Type.Object({ reason: Type.String({ maxLength: 2000 }) });
/** The moderation queue shown when none is asked for, and users per page: the schemas' defaults, named once. */
const QUEUE_DEFAULT = 'pending';
const USERS_PER_PAGE = 10;
const QUEUE_STATUSES = [
  'pending',
  'changes_requested',
  'rejected',
  'active',
  'paused',
  'draft',
  'expired',
  'archived',
] as const;

/** Administration: every route in this plugin is for admins only (one hook, not one check per route). */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { admin, moderation, images, reports, deadLetters } = app.services;
  const adEnvelope = { 200: Envelope(AdSchema) };
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
    async (_request, reply) => ok(reply, (await admin.latestUsers()).map(toApiUser)),
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
      const result = await admin.listUsers(page, limit, q ?? null);
      return ok(reply, { items: result.items.map(toApiUser), total: result.total, page, limit });
    },
  );

  app.patch(
    '/userList/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change a role or block / unblock (not oneself)',
        params: IdParams,
        body: Type.Object(
          { role: Type.Optional(StringEnum(ROLES)), blocked: Type.Optional(Type.Boolean()) },
          { minProperties: 1, additionalProperties: false },
        ),
        response: { 200: Envelope(UserSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, toApiUser(await admin.updateUser(currentUser(request), request.params.id, request.body)), 'User saved'),
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
    async (_request, reply) => ok(reply, await admin.stats()),
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
    async (request, reply) => ok(reply, await admin.weekly(request.query.weeks ?? 12)),
  );

  app.get(
    '/admin/ads',
    {
      schema: {
        tags: ['admin'],
        summary: 'The moderation queue (pending by default), oldest first',
        querystring: Type.Object(
          { status: Type.Optional(StringEnum(QUEUE_STATUSES, { default: QUEUE_DEFAULT })) },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(Type.Array(AdSchema)) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        (await moderation.queue(request.query.status ?? QUEUE_DEFAULT)).map((a) => toApiAd(a, images, true)),
      ),
  );

  app.post(
    '/admin/ads/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending ad: it goes live',
        params: IdParams,
        response: { ...adEnvelope, ...errors({ 409: 'The ad is not waiting for review' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiAd(await moderation.approve(currentUser(request), request.params.id), images, true),
        'Ad approved',
      ),
  );

  app.post(
    '/admin/ads/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending ad with a reason; the credit goes back to the owner',
        params: IdParams,
        body: DecisionBody,
        response: { ...adEnvelope, ...errors({ 409: 'The ad is not waiting for review' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiAd(await moderation.reject(currentUser(request), request.params.id, request.body.reason), images, true),
        'Ad rejected',
      ),
  );

  app.post(
    '/admin/ads/:id/request-changes',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Send a pending ad back to its owner with what to change; the credit stays spent and the edited ad returns to review',
        params: IdParams,
        body: DecisionBody,
        response: { ...adEnvelope, ...errors({ 409: 'The ad is not waiting for review' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiAd(
          await moderation.requestChanges(currentUser(request), request.params.id, request.body.reason),
          images,
          true,
        ),
        'Changes requested',
      ),
  );

  app.get(
    '/admin/reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'The report queue (open by default), oldest first',
        querystring: Type.Object(
          { status: Type.Optional(StringEnum([...REPORT_STATUSES, 'all'] as const, { default: 'open' })) },
          { additionalProperties: false },
        ),
        response: { 200: Envelope(Type.Array(ReportSchema)) },
      },
    },
    async (request, reply) => {
      const status = request.query.status ?? 'open';
      return ok(reply, await reports.list(status === 'all' ? null : status));
    },
  );

  app.get(
    '/admin/reports/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'A report, with the messages of a reported conversation',
        params: IdParams,
        response: { 200: Envelope(ReportDetailSchema) },
      },
    },
    async (request, reply) => ok(reply, await reports.get(request.params.id)),
  );

  app.patch(
    '/admin/reports/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "Move a report on (open → in review → resolved) and keep the moderators' note",
        params: IdParams,
        body: Type.Object(
          { status: Type.Optional(StringEnum(REPORT_STATUSES)), note: Type.Optional(Type.String({ maxLength: 4000 })) },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: { 200: Envelope(ReportSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await reports.update(currentUser(request), request.params.id, request.body), 'Saved'),
  );

  app.post(
    '/admin/ads/:id/take-down',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Take one live or paused ad offline with a reason the seller is shown and mailed (the owner stays unblocked)',
        params: IdParams,
        body: DecisionBody,
        response: { ...adEnvelope, ...errors({ 409: 'The ad is not online' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiAd(await moderation.takeDown(currentUser(request), request.params.id, request.body.reason), images, true),
        'Ad taken down',
      ),
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
        (await admin.auditLog()).map(({ adminId: _adminId, ...entry }) => ({
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
        (await deadLetters.list(200)).map((letter) => ({ ...letter, failedAt: letter.failedAt.toISOString() })),
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
      await deadLetters.retry(currentUser(request), request.params.id);
      return ok(reply, null, 'Queued again');
    },
  );
};
