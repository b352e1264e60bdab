import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdInput } from '../../../src/domain/adValidation';
import type { AdSort } from '../../../src/domain/ad';
import { ApiError } from '../../domain/ApiError';
import type { AdsService } from '../../application/AdsService';
import type { ImageStorage, LedgerRepository, PackageRepository } from '../../application/ports';
import { toApiAd } from '../../application/serialize';
import { currentUser, requireUser } from '../auth';
import { adInputSchema, adSchema, adSearchQuerySchema, idParams } from '../schemas';
import { envelopeSchema, ok } from '../envelope';

interface Options {
  ads: AdsService;
  images: ImageStorage;
  ledger: LedgerRepository;
  packages: PackageRepository;
}

interface SearchQuery {
  q?: string;
  category?: string;
  city?: string;
  postalCode?: string;
  minPrice?: number;
  maxPrice?: number;
  minRooms?: number;
  minArea?: number;
  featured?: boolean;
  sort: AdSort;
  cursor?: string;
  limit: number;
}

const adEnvelope = { 200: envelopeSchema(adSchema) };

/** The single uploaded file; a broken multipart body is the client's error (400), a large one 413. */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  let buffer: Buffer | undefined;
  try {
    const file = await request.file();
    buffer = await file?.toBuffer();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', 'An image may have at most 10 MB');
    throw ApiError.validation([{ field: 'file', code: 'invalid', message: 'The upload could not be read; send one file as multipart/form-data' }]);
  }
  if (!buffer || buffer.length === 0) throw ApiError.validation([{ field: 'file', code: 'required', message: 'Attach an image file' }]);
  return buffer;
}

export async function adRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const { ads, images } = options;
  const view = (ad: Parameters<typeof toApiAd>[0]) => toApiAd(ad, images);

  app.get<{ Querystring: SearchQuery }>(
    '/ads',
    {
      schema: {
        tags: ['ads'],
        summary: 'Live ads: filters, German full-text search, keyset pagination',
        querystring: adSearchQuerySchema,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { items: { type: 'array', items: adSchema }, nextCursor: { type: ['string', 'null'] }, total: { type: 'integer' }, totalCapped: { type: 'boolean' } },
          }),
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = await ads.search({
        q: q.q?.trim() || null,
        category: q.category ?? null,
        city: q.city?.trim() || null,
        postalCode: q.postalCode ?? null,
        minPrice: q.minPrice ?? null,
        maxPrice: q.maxPrice ?? null,
        minRooms: q.minRooms ?? null,
        minArea: q.minArea ?? null,
        featured: q.featured === true,
        sort: q.sort,
        cursor: q.cursor ?? null,
        limit: q.limit,
      });
      return ok(reply, page);
    },
  );

  app.get(
    '/ads/mine',
    { preHandler: requireUser, schema: { tags: ['ads'], summary: "The signed-in user's ads in every status", response: { 200: envelopeSchema({ type: 'array', items: adSchema }) } } },
    async (request, reply) => ok(reply, (await ads.mine(currentUser(request))).map(view)),
  );

  app.get(
    '/ads/credits',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Ad credits left, per package',
        response: {
          200: envelopeSchema({
            type: 'array',
            items: { type: 'object', properties: { packageId: { type: 'string' }, credits: { type: 'integer' } } },
          }),
        },
      },
    },
    async (request, reply) => ok(reply, await options.ledger.balances(currentUser(request).id)),
  );

  app.get<{ Params: { id: string } }>(
    '/ads/:id',
    { schema: { tags: ['ads'], summary: 'One ad: live ads for everyone, others for their owner and admins', params: idParams, response: adEnvelope } },
    async (request, reply) => ok(reply, view(await ads.get(request.params.id, request.user))),
  );

  app.post<{ Body: AdInput }>(
    '/ads',
    { preHandler: requireUser, schema: { tags: ['ads'], summary: 'Create a draft ad', body: adInputSchema, response: { 201: envelopeSchema(adSchema) } } },
    async (request, reply) => ok(reply, view(await ads.create(currentUser(request), request.body)), 'Draft saved', 201),
  );

  app.patch<{ Params: { id: string }; Body: Partial<AdInput> & { status?: 'archived' } }>(
    '/ads/:id',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Edit an own ad, or archive it with {status: "archived"}',
        params: idParams,
        body: { ...adInputSchema, properties: { ...adInputSchema.properties, status: { type: 'string', enum: ['archived'] } } },
        response: adEnvelope,
      },
    },
    async (request, reply) => ok(reply, view(await ads.update(currentUser(request), request.params.id, request.body)), 'Ad saved'),
  );

  app.delete<{ Params: { id: string } }>(
    '/ads/:id',
    { preHandler: requireUser, schema: { tags: ['ads'], summary: 'Delete an own ad (admins: any ad)', params: idParams, response: { 200: envelopeSchema({ type: 'null' }) } } },
    async (request, reply) => {
      await ads.delete(currentUser(request), request.params.id);
      return ok(reply, null, 'Ad deleted');
    },
  );

  app.post<{ Params: { id: string } }>(
    '/ads/:id/images',
    {
      preHandler: requireUser,
      schema: { tags: ['ads'], summary: 'Upload one image (multipart field "file", at most 10 MB)', params: idParams, consumes: ['multipart/form-data'], response: adEnvelope },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data');
      const buffer = await readUpload(request);
      return ok(reply, view(await ads.addImage(user, request.params.id, buffer)), 'Image added');
    },
  );

  app.delete<{ Params: { id: string; imageId: string } }>(
    '/ads/:id/images/:imageId',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Remove an image',
        params: { type: 'object', required: ['id', 'imageId'], properties: { id: { type: 'string', format: 'uuid' }, imageId: { type: 'string', format: 'uuid' } } },
        response: adEnvelope,
      },
    },
    async (request, reply) => ok(reply, view(await ads.removeImage(currentUser(request), request.params.id, request.params.imageId)), 'Image removed'),
  );

  app.put<{ Params: { id: string }; Body: { imageIds: string[] } }>(
    '/ads/:id/images/order',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Reorder the images; the first is the cover',
        params: idParams,
        body: {
          type: 'object',
          required: ['imageIds'],
          properties: { imageIds: { type: 'array', maxItems: 100, items: { type: 'string', format: 'uuid' } } },
        },
        response: adEnvelope,
      },
    },
    async (request, reply) => ok(reply, view(await ads.reorderImages(currentUser(request), request.params.id, request.body.imageIds)), 'Order saved'),
  );

  app.post<{ Params: { id: string }; Body: { packageId?: string } | undefined }>(
    '/ads/:id/publish',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Publish with one ad credit (optionally of a given package)',
        params: idParams,
        body: { type: ['object', 'null'], properties: { packageId: { type: 'string', maxLength: 64 } } },
        response: adEnvelope,
      },
    },
    async (request, reply) => {
      const ad = await ads.publish(currentUser(request), request.params.id, request.body?.packageId ?? null);
      return ok(reply, view(ad), ad.status === 'pending' ? 'Ad submitted for review' : 'Ad published');
    },
  );
}
