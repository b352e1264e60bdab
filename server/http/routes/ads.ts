import { MAX_IMAGE_BYTES } from '../../../src/domain/imageUpload';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { AdInput } from '../../../src/domain/adValidation';
import { ApiError } from '../../domain/ApiError';
import { toApiAd } from '../../application/serialize';
import type { AdRecord } from '../../domain/ad';
import { currentUser, languageOf, requireUser } from '../auth';
import { ok } from '../reply';
import { countView } from '../viewCounting';
import { AdInputSchema, AdPatchSchema, AdSchema, AdStatsSchema } from '../schemas/ads';
import { AdPageSchema, AdSearchQuery, DEFAULT_PAGE_SIZE } from '../schemas/adSearch';
import { EmptyEnvelope, Envelope, IdParams, Nullable, Uuid } from '../schemas/common';
import { errors } from '../openApiDocument';
import { SellerSchema } from '../schemas/conversations';

const adEnvelope = { 200: Envelope(AdSchema) };

/** The single uploaded file; a broken multipart body is the client's error (400), a large one 413. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let buffer: Buffer | undefined;
  try {
    const file = await request.file();
    buffer = await file?.toBuffer();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'An image may have at most 10 MB');
    throw ApiError.validation([
      { field: 'file', code: 'invalid', message: 'The upload could not be read; send one file as multipart/form-data' },
    ]);
  }
  if (!buffer || buffer.length === 0)
    throw ApiError.validation([{ field: 'file', code: 'required', message: 'Attach an image file' }]);
  return buffer;
}

export const adRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { ads, adImages, adLifecycle, adSearch, adStats, images, listCredits, sellers } = app.services;
  // Owners (and admins) see their ads whole; see toApiAd for what others do not see.
  const view = (ad: AdRecord) => toApiAd(ad, images, true);
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get(
    '/ads',
    {
      schema: {
        tags: ['ads'],
        summary: 'Live ads: filters, German full-text search, keyset pagination',
        querystring: AdSearchQuery,
        response: { 200: Envelope(AdPageSchema) },
      },
    },
    async (request, reply) => {
      const { cursor, limit, ...filters } = request.query;
      return ok(
        reply,
        await adSearch.search(
          { ...filters, cursor: cursor ?? null, limit: limit ?? DEFAULT_PAGE_SIZE },
          languageOf(request),
        ),
      );
    },
  );

  app.get(
    '/ads/mine',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: "The signed-in user's ads in every status",
        response: { 200: Envelope(Type.Array(AdSchema)) },
      },
    },
    async (request, reply) => ok(reply, (await ads.mine(currentUser(request))).map(view)),
  );

  app.get(
    '/ads/credits',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Ad credits left, per package',
        response: { 200: Envelope(Type.Array(Type.Object({ packageId: Type.String(), credits: Type.Integer() }))) },
      },
    },
    async (request, reply) => ok(reply, await listCredits.execute(currentUser(request))),
  );

  app.get(
    '/ads/:id',
    {
      config: { audience: 'optional' },
      schema: {
        tags: ['ads'],
        summary: 'One ad: live ads for everyone, others for their owner and admins',
        params: IdParams,
        response: { ...adEnvelope, ...errors({ 410: 'The ad is no longer online' }) },
      },
    },
    async (request, reply) => {
      const ad = await ads.get(request.params.id, request.user);
      const insider = request.user?.id === ad.ownerId || request.user?.role === 'ADMIN';
      if (!insider && ad.status === 'active') countView(app.services, request, ad.id);
      return ok(reply, toApiAd(ad, images, insider));
    },
  );

  app.get(
    '/ads/:id/similar',
    {
      schema: {
        tags: ['ads'],
        summary:
          'Live ads like this one (same category, place and price first); also for an ad that is no longer online',
        params: IdParams,
        response: { 200: Envelope(Type.Array(AdSchema)) },
      },
    },
    async (request, reply) => {
      return ok(reply, await adSearch.similarTo(request.params.id));
    },
  );

  app.get(
    '/ads/:id/seller',
    {
      schema: {
        tags: ['ads'],
        summary:
          "The seller as the ad's visitors see them: first name, private or commercial, member since, how they answer, other ads",
        params: IdParams,
        response: { 200: Envelope(SellerSchema) },
      },
    },
    async (request, reply) => ok(reply, await sellers.of(request.params.id)),
  );

  app.post(
    '/ads',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Create a draft ad',
        body: AdInputSchema,
        response: { 201: Envelope(AdSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, view(await ads.create(currentUser(request), request.body as AdInput)), 'Draft saved', 201),
  );

  app.patch(
    '/ads/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Edit an own ad, or archive it with {status: "archived"}',
        params: IdParams,
        body: AdPatchSchema,
        response: { ...adEnvelope, ...errors({ 409: 'The ad cannot be changed in its current state' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(
          await ads.update(
            currentUser(request),
            request.params.id,
            request.body as Partial<AdInput> & { status?: 'archived' },
          ),
        ),
        'Ad saved',
      ),
  );

  app.delete(
    '/ads/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Delete an own ad (admins: any ad)',
        params: IdParams,
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      await ads.delete(currentUser(request), request.params.id);
      return ok(reply, null, 'Ad deleted');
    },
  );

  app.post(
    '/ads/:id/images',
    {
      preHandler: requireUser,
      config: {
        documentedBody: {
          consumes: ['multipart/form-data'],
          schema: {
            type: 'object',
            required: ['file'],
            properties: { file: { type: 'string', format: 'binary' } },
            additionalProperties: false,
          },
        },
      },
      schema: {
        tags: ['ads'],
        summary: 'Upload one image (multipart field "file", at most 10 MB)',
        params: IdParams,
        response: adEnvelope,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart())
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
      const buffer = await readUpload(request);
      return ok(reply, view(await adImages.add(user, request.params.id, buffer)), 'Image added');
    },
  );

  app.delete(
    '/ads/:id/images/:imageId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Remove an image',
        params: Type.Object({ id: Uuid, imageId: Uuid }),
        response: {
          ...adEnvelope,
          ...errors({ 409: 'The image cannot be removed now (an ad under review or live keeps at least one)' }),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(await adImages.remove(currentUser(request), request.params.id, request.params.imageId)),
        'Image removed',
      ),
  );

  app.put(
    '/ads/:id/images/order',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Reorder the images; the first is the cover',
        params: IdParams,
        body: Type.Object({ imageIds: Type.Array(Uuid, { maxItems: 100 }) }),
        response: adEnvelope,
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(await adImages.reorder(currentUser(request), request.params.id, request.body.imageIds)),
        'Order saved',
      ),
  );

  app.post(
    '/ads/:id/publish',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Publish with one ad credit (optionally of a given package)',
        params: IdParams,
        body: Nullable(Type.Object({ packageId: Type.Optional(Type.String({ maxLength: 64 })) })),
        response: {
          ...adEnvelope,
          ...errors({
            402: 'No ad credit left: buy a package first',
            409: 'The ad cannot be published in its current state',
          }),
        },
      },
    },
    async (request, reply) => {
      const ad = await ads.publish(currentUser(request), request.params.id, request.body?.packageId ?? null);
      return ok(reply, view(ad), ad.status === 'pending' ? 'Ad submitted for review' : 'Ad published');
    },
  );

  app.post(
    '/ads/:id/pause',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Take a live ad offline for a while, free of charge; its runtime left is kept',
        params: IdParams,
        response: { ...adEnvelope, ...errors({ 409: 'Only a live ad can be paused' }) },
      },
    },
    async (request, reply) =>
      ok(reply, view(await adLifecycle.pause(currentUser(request), request.params.id)), 'Ad paused'),
  );

  app.post(
    '/ads/:id/resume',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Show a paused ad again, free of charge, with the runtime it had left',
        params: IdParams,
        response: { ...adEnvelope, ...errors({ 409: 'Only a paused ad can be resumed' }) },
      },
    },
    async (request, reply) =>
      ok(reply, view(await adLifecycle.resume(currentUser(request), request.params.id)), 'Ad live again'),
  );

  const paidAction = Nullable(Type.Object({ packageId: Type.Optional(Type.String({ maxLength: 64 })) }));
  app.post(
    '/ads/:id/extend',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: "Add a package's runtime to a live, paused or expired ad, for one ad credit",
        params: IdParams,
        body: paidAction,
        response: {
          ...adEnvelope,
          ...errors({
            402: 'No ad credit left: buy a package first',
            409: 'The ad cannot be extended in its current state',
          }),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(await adLifecycle.extend(currentUser(request), request.params.id, request.body?.packageId ?? null)),
        'Ad extended',
      ),
  );

  app.post(
    '/ads/:id/bump',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Move a live ad to the top of the newest ads, for one ad credit; its end stays',
        params: IdParams,
        body: paidAction,
        response: {
          ...adEnvelope,
          ...errors({ 402: 'No ad credit left: buy a package first', 409: 'Only a live ad can be moved up' }),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(await adLifecycle.bump(currentUser(request), request.params.id, request.body?.packageId ?? null)),
        'Ad moved to the top',
      ),
  );

  app.get(
    '/ads/:id/stats',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary:
          "An own ad's views, Merkliste saves and contacts per day (German calendar days; counted without cookies or IP addresses)",
        params: IdParams,
        querystring: Type.Object({ days: Type.Optional(Type.Integer({ minimum: 7, maximum: 90 })) }),
        response: { 200: Envelope(AdStatsSchema) },
      },
    },
    async (request, reply) =>
      ok(reply, await adStats.daily(currentUser(request), request.params.id, request.query.days ?? 30)),
  );
};
