import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ApproveHeldAd } from '../ApproveHeldAd';
import type { AskForAdChanges } from '../AskForAdChanges';
import type { ListReports } from '../ListReports';
import type { ListReviewQueue } from '../ListReviewQueue';
import type { ReadReport } from '../ReadReport';
import type { ReadRiskOutcomes } from '../ReadRiskOutcomes';
import type { ReadClassifierQuality } from '../ReadClassifierQuality';
import type { RejectHeldAd } from '../RejectHeldAd';
import type { TakeAdOffline } from '../TakeAdOffline';
import type { UpdateReportHandler } from '../UpdateReportHandler';
import { Type } from 'typebox';
import { toApiAd, type ImageStorage } from '../../ads/ports';
import { currentUser, signedInOnly } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { ClassifierQualitySchema, ModerationAdSchema, RiskOutcomeSchema } from '../../../src/domain/shapes/risk';
import { Envelope, IdParams, StringEnum } from '../../platform/http/schemas';
import { AdSchema } from '../../../src/domain/shapes/ad';
import { errors } from '../../platform/http/openApiDocument';
import { ReportDetailSchema, ReportSchema } from '../../../src/domain/shapes/conversations';
import { REPORT_OUTCOMES, REPORT_STATUSES } from '../../../src/domain/report';
import { DECISION_GROUNDS } from '../../../src/domain/decisions';

/** A moderator's decision the seller is shown: its reason (3 characters or more, checked by the service). */
const DecisionBody = Type.Object({ reason: Type.String({ maxLength: 2000 }) });
/** A restriction also names its ground (a law or a clause of the terms; the general clause when none is given). */
const RestrictionBody = Type.Object({
  reason: Type.String({ maxLength: 2000 }),
  ground: Type.Optional(StringEnum(DECISION_GROUNDS)),
});
/** The moderation queue shown when none is asked for: the schema's default, named once. */
const QUEUE_DEFAULT = 'pending';
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

/** An ad as the desk answers with it (the owner's view: every state, the street). */
const AdAnswer = { 200: Envelope(AdSchema) };

/** What the moderation desk's routes use. */
export interface ModerationRoutesDeps {
  listReviewQueue: Pick<ListReviewQueue, 'execute'>;
  readRiskOutcomes: Pick<ReadRiskOutcomes, 'execute'>;
  readClassifierQuality: Pick<ReadClassifierQuality, 'execute'>;
  approveHeldAd: Pick<ApproveHeldAd, 'execute'>;
  rejectHeldAd: Pick<RejectHeldAd, 'execute'>;
  askForAdChanges: Pick<AskForAdChanges, 'execute'>;
  takeAdOffline: Pick<TakeAdOffline, 'execute'>;
  listReports: Pick<ListReports, 'execute'>;
  readReport: Pick<ReadReport, 'execute'>;
  updateReport: Pick<UpdateReportHandler, 'execute'>;
  images: ImageStorage;
}

/** Moderation: the review queue and its decisions, reports and take-downs; for admins only (one hook for all). */
export const moderationRoutes: FastifyPluginAsyncTypebox<ModerationRoutesDeps> = async (app, deps) => {
  const { images } = deps;
  signedInOnly(app, 'admin', 'preHandler');

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
        response: { 200: Envelope(Type.Array(ModerationAdSchema)) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        (await deps.listReviewQueue.execute(request.query.status ?? QUEUE_DEFAULT)).map(({ ad, risk }) => ({
          ...toApiAd(ad, images, true),
          risk,
        })),
      ),
  );

  app.get(
    '/admin/risk/outcomes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Per risk signal: the ads it held, and how many a moderator approved (false alarms) or rejected',
        response: { 200: Envelope(Type.Array(RiskOutcomeSchema)) },
      },
    },
    async (_request, reply) => ok(reply, await deps.readRiskOutcomes.execute()),
  );

  app.get(
    '/admin/risk/classifier',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The signal learned from moderators’ decisions on held ads: how many it learned from, and its precision and ' +
          'recall on the newest fifth after learning from the rest',
        response: { 200: Envelope(ClassifierQualitySchema) },
      },
    },
    async (_request, reply) => ok(reply, await deps.readClassifierQuality.execute()),
  );

  app.post(
    '/admin/ads/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a pending ad: it goes live',
        params: IdParams,
        response: { ...AdAnswer, ...errors({ 409: 'The ad is not waiting for review' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiAd(await deps.approveHeldAd.execute(currentUser(request), request.params.id), images, true),
        'Ad approved',
      ),
  );

  app.post(
    '/admin/ads/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Reject a pending ad with a reason and ground; the credit goes back, the owner gets a statement of reasons',
        params: IdParams,
        body: RestrictionBody,
        response: { ...AdAnswer, ...errors({ 409: 'The ad is not waiting for review' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiAd(
          await deps.rejectHeldAd.execute(
            currentUser(request),
            request.params.id,
            request.body.reason,
            request.body.ground,
          ),
          images,
          true,
        ),
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
        response: { ...AdAnswer, ...errors({ 409: 'The ad is not waiting for review' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiAd(
          await deps.askForAdChanges.execute(currentUser(request), request.params.id, request.body.reason),
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
      return ok(reply, await deps.listReports.execute(status === 'all' ? null : status));
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
    async (request, reply) => ok(reply, await deps.readReport.execute(request.params.id)),
  );

  app.patch(
    '/admin/reports/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Move a report on (open → in review → resolved, acted on unless dismissed) and keep the moderators' note; " +
          'the reporter hears the outcome (a dismissal as a statement of reasons)',
        params: IdParams,
        body: Type.Object(
          {
            status: Type.Optional(StringEnum(REPORT_STATUSES)),
            note: Type.Optional(Type.String({ maxLength: 4000 })),
            outcome: Type.Optional(StringEnum(REPORT_OUTCOMES)),
          },
          { additionalProperties: false, minProperties: 1 },
        ),
        response: {
          200: Envelope(ReportSchema),
          ...errors({ 409: 'The report is resolved: its outcome stands, only its note changes' }),
        },
      },
    },
    async (request, reply) =>
      ok(reply, await deps.updateReport.execute(currentUser(request), request.params.id, request.body), 'Saved'),
  );

  app.post(
    '/admin/ads/:id/take-down',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Take one live or paused ad offline with a reason and ground; the seller gets a statement of reasons, the ' +
          'reporters are told (the owner stays unblocked)',
        params: IdParams,
        body: RestrictionBody,
        response: { ...AdAnswer, ...errors({ 409: 'The ad is not online' }) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        toApiAd(
          await deps.takeAdOffline.execute(
            currentUser(request),
            request.params.id,
            request.body.reason,
            request.body.ground,
          ),
          images,
          true,
        ),
        'Ad taken down',
      ),
  );
};
