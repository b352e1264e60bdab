import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { BumpAdHandler } from '../BumpAdHandler';
import type { ExtendAdHandler } from '../ExtendAdHandler';
import type { PauseAdHandler } from '../PauseAdHandler';
import type { PublishAdHandler } from '../PublishAdHandler';
import type { ResumeAdHandler } from '../ResumeAdHandler';
import type { ImageStorage } from '../ports';
import { Type } from 'typebox';
import { toApiAd } from '../ports';
import type { AdRecord } from '../domain/ad';
import { currentUser, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { AdAnswer } from './schemas';
import { IdParams, Nullable } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';

export interface AdLifecycleRoutesDeps {
  publishAd: Pick<PublishAdHandler, 'execute'>;
  pauseAd: Pick<PauseAdHandler, 'execute'>;
  resumeAd: Pick<ResumeAdHandler, 'execute'>;
  extendAd: Pick<ExtendAdHandler, 'execute'>;
  bumpAd: Pick<BumpAdHandler, 'execute'>;
  images: ImageStorage;
}

/** An own ad's life after writing it: publish, pause and resume, extend and move up (the paid ones for a credit). */
export const adLifecycleRoutes: FastifyPluginAsyncTypebox<AdLifecycleRoutesDeps> = async (
  app,
  { publishAd, pauseAd, resumeAd, extendAd, bumpAd, images },
) => {
  // Owners (and admins) see their ads whole; see toApiAd for what others do not see.
  const view = (ad: AdRecord) => toApiAd(ad, images, true);

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
          ...AdAnswer,
          ...errors({
            402: 'No ad credit left: buy a package first',
            409: 'The ad cannot be published in its current state',
          }),
        },
      },
    },
    async (request, reply) => {
      const ad = await publishAd.execute(currentUser(request), request.params.id, request.body?.packageId ?? null);
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
        response: { ...AdAnswer, ...errors({ 409: 'Only a live ad can be paused' }) },
      },
    },
    async (request, reply) =>
      ok(reply, view(await pauseAd.execute(currentUser(request), request.params.id)), 'Ad paused'),
  );

  app.post(
    '/ads/:id/resume',
    {
      preHandler: requireUser,
      schema: {
        tags: ['ads'],
        summary: 'Show a paused ad again, free of charge, with the runtime it had left',
        params: IdParams,
        response: { ...AdAnswer, ...errors({ 409: 'Only a paused ad can be resumed' }) },
      },
    },
    async (request, reply) =>
      ok(reply, view(await resumeAd.execute(currentUser(request), request.params.id)), 'Ad live again'),
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
          ...AdAnswer,
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
        view(await extendAd.execute(currentUser(request), request.params.id, request.body?.packageId ?? null)),
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
          ...AdAnswer,
          ...errors({ 402: 'No ad credit left: buy a package first', 409: 'Only a live ad can be moved up' }),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        view(await bumpAd.execute(currentUser(request), request.params.id, request.body?.packageId ?? null)),
        'Ad moved to the top',
      ),
  );
};
