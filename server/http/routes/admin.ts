import type { FastifyInstance } from 'fastify';
import type { Role } from '../../../src/domain/user';
import type { AdminService } from '../../application/AdminService';
import type { AdsService } from '../../application/AdsService';
import type { ImageStorage } from '../../application/ports';
import { toApiAd, toApiUser } from '../../application/serialize';
import { currentUser, requireAdmin } from '../auth';
import { adSchema, idParams, userSchema } from '../schemas';
import { envelopeSchema, ok } from '../envelope';

export async function adminRoutes(app: FastifyInstance, options: { admin: AdminService; ads: AdsService; images: ImageStorage }): Promise<void> {
  const { admin, ads, images } = options;
  const adEnvelope = { 200: envelopeSchema(adSchema) };

  app.get(
    '/userList/latest',
    { preHandler: requireAdmin, schema: { tags: ['admin'], summary: 'The latest registered users', response: { 200: envelopeSchema({ type: 'array', items: userSchema }) } } },
    async (_request, reply) => ok(reply, (await admin.latestUsers()).map(toApiUser)),
  );

  app.get<{ Querystring: { page: number; limit: number; q?: string } }>(
    '/userList',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Users, paged and searchable by name or e-mail',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
            q: { type: 'string', maxLength: 200 },
          },
        },
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { items: { type: 'array', items: userSchema }, total: { type: 'integer' }, page: { type: 'integer' }, limit: { type: 'integer' } },
          }),
        },
      },
    },
    async (request, reply) => {
      const { page, limit, q } = request.query;
      const result = await admin.listUsers(page, limit, q ?? null);
      return ok(reply, { items: result.items.map(toApiUser), total: result.total, page, limit });
    },
  );

  app.patch<{ Params: { id: string }; Body: { role?: Role; blocked?: boolean } }>(
    '/userList/:id',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Change a role or block / unblock (not oneself)',
        params: idParams,
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: { role: { type: 'string', enum: ['ADMIN', 'USER'] }, blocked: { type: 'boolean' } },
        },
        response: { 200: envelopeSchema(userSchema) },
      },
    },
    async (request, reply) => ok(reply, toApiUser(await admin.updateUser(currentUser(request), request.params.id, request.body)), 'User saved'),
  );

  app.get(
    '/admin/stats',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Figures for the admin dashboard',
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { users: { type: 'integer' }, activeAds: { type: 'integer' }, pendingAds: { type: 'integer' }, revenueCents: { type: 'integer' } },
          }),
        },
      },
    },
    async (_request, reply) => ok(reply, await admin.stats()),
  );

  app.get<{ Querystring: { status: string } }>(
    '/admin/ads',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'The moderation queue (pending by default), oldest first',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { status: { type: 'string', enum: ['pending', 'rejected', 'active', 'draft', 'expired', 'archived'], default: 'pending' } },
        },
        response: { 200: envelopeSchema({ type: 'array', items: adSchema }) },
      },
    },
    async (request, reply) => ok(reply, (await ads.moderationQueue(request.query.status)).map((a) => toApiAd(a, images))),
  );

  app.post<{ Params: { id: string } }>(
    '/admin/ads/:id/approve',
    { preHandler: requireAdmin, schema: { tags: ['admin'], summary: 'Approve a pending ad: it goes live', params: idParams, response: adEnvelope } },
    async (request, reply) => ok(reply, toApiAd(await ads.approve(request.params.id), images), 'Ad approved'),
  );

  app.post<{ Params: { id: string }; Body: { reason: string } }>(
    '/admin/ads/:id/reject',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a pending ad with a reason; the credit goes back to the owner',
        params: idParams,
        body: { type: 'object', required: ['reason'], properties: { reason: { type: 'string', maxLength: 2000 } } },
        response: adEnvelope,
      },
    },
    async (request, reply) => ok(reply, toApiAd(await ads.reject(request.params.id, request.body.reason), images), 'Ad rejected'),
  );
}
