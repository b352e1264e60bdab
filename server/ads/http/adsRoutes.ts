import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CreateAdDraft } from '../CreateAdDraft';
import type { DeleteAdHandler } from '../DeleteAdHandler';
import type { EditAd } from '../EditAd';
import type { ListMyAds } from '../ListMyAds';
import type { ReadAd } from '../ReadAd';
import type { AdStats } from '../AdStats';
import type { ImageStorage } from '../ports';
import type { FindSimilarAds, SearchAdsHandler } from '../../search/ports';
import type { SellerProfiles } from '../../messages/ports';
import type { ListCredits } from '../../packages/ports';
import type { ViewCounter } from './viewCounting';
import { Type } from 'typebox';
import type { AdInput } from '../../../src/domain/adValidation';
import { toApiAd } from '../ports';
import type { AdRecord } from '../domain/ad';
import { currentUser, languageOf, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { AdSchema } from '../../../src/domain/shapes/ad';
import { AdAnswer, AdInputSchema, AdPatchSchema, AdStatsSchema } from './schemas';
import { AdPageSchema, AdSearchQuery, DEFAULT_PAGE_SIZE } from '../../../src/domain/shapes/adSearch';
import { EmptyEnvelope, Envelope, IdParams } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';
import { SellerSchema } from '../../../src/domain/shapes/conversations';

/** The same for every visitor: any cache may keep it, and asks again before each use (RFC 9111 §5.2.2). */
const PUBLIC_REVALIDATED = 'public, max-age=0, must-revalidate';

export interface AdRoutesDeps {
  searchAds: Pick<SearchAdsHandler, 'execute'>;
  findSimilarAds: Pick<FindSimilarAds, 'execute'>;
  sellerProfiles: Pick<SellerProfiles, 'of'>;
  listCredits: Pick<ListCredits, 'execute'>;
  readAd: Pick<ReadAd, 'execute'>;
  listMyAds: Pick<ListMyAds, 'execute'>;
  createAdDraft: Pick<CreateAdDraft, 'execute'>;
  editAd: Pick<EditAd, 'execute'>;
  deleteAd: Pick<DeleteAdHandler, 'execute'>;
  adStats: AdStats;
  images: ImageStorage;
  countView: ViewCounter;
}

/** Finding ads, one ad, and writing and removing an own ad (its photos and its life have their own plugins). */
export const adRoutes: FastifyPluginAsyncTypebox<AdRoutesDeps> = async (
  app,
  {
    searchAds,
    findSimilarAds,
    sellerProfiles,
    listCredits,
    readAd,
    listMyAds,
    createAdDraft,
    editAd,
    deleteAd,
    adStats,
    images,
    countView,
  },
) => {
  // Owners (and admins) see their ads whole; see toApiAd for what others do not see.
  const view = (ad: AdRecord) => toApiAd(ad, images, true);

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
        await searchAds.execute(
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
    async (request, reply) => ok(reply, (await listMyAds.execute(currentUser(request))).map(view)),
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
        response: { ...AdAnswer, ...errors({ 410: 'The ad is no longer online' }) },
      },
    },
    async (request, reply) => {
      const ad = await readAd.execute(request.params.id, request.user);
      const insider = request.user?.id === ad.ownerId || request.user?.role === 'ADMIN';
      if (!insider && ad.status === 'active') countView(request, ad.id);
      // What every visitor sees may be kept (the app's service worker keeps the last ads for offline use), asked again
      // before each use; the owner's and the admins' view never.
      reply.header('Cache-Control', insider ? 'private, no-store' : PUBLIC_REVALIDATED);
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
      return ok(reply.header('Cache-Control', PUBLIC_REVALIDATED), await findSimilarAds.execute(request.params.id));
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
        response: { 200: Envelope(SellerSchema), ...errors({ 410: 'The ad is no longer online' }) },
      },
    },
    async (request, reply) =>
      ok(reply.header('Cache-Control', PUBLIC_REVALIDATED), await sellerProfiles.of(request.params.id)),
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
      ok(reply, view(await createAdDraft.execute(currentUser(request), request.body as AdInput)), 'Draft saved', 201),
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
        response: { ...AdAnswer, ...errors({ 409: 'The ad cannot be changed in its current state' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(
          await editAd.execute(
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
        summary: 'Delete an own ad',
        description:
          'Only its seller deletes an ad. A moderator removes another seller’s ad with POST /api/admin/ads/{id}/take-down ' +
          '(a statement of reasons, an audit entry, a way to complain); DELETE answers a moderator 403.',
        params: IdParams,
        response: { 200: EmptyEnvelope, ...errors({ 403: 'A moderator deleting another seller’s ad' }) },
      },
    },
    async (request, reply) => {
      await deleteAd.execute(currentUser(request), request.params.id);
      return ok(reply, null, 'Ad deleted');
    },
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
