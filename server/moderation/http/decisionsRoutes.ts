import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AnswerComplaintHandler } from '../AnswerComplaintHandler';
import type { LodgeComplaintHandler } from '../LodgeComplaintHandler';
import type { ReadDecisions } from '../ReadDecisions';
import type { TransparencyReport } from '../TransparencyReport';
import { Type } from 'typebox';
import {
  ComplaintAnswerBody,
  ComplaintBody,
  ComplaintCaseSchema,
  DecisionSchema,
  TransparencyPeriodSchema,
} from '../../../src/domain/shapes/decisions';
import { currentUser, requireAdmin, requireUser } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { Envelope, IdParams } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';

/** The secret from a statement's mail, for a person who cannot sign in (a blocked account): a header, never the URL. */
const TOKEN_HEADER = 'x-decision-token';
const TokenHeaders = Type.Object({ [TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: 100 })) });

export interface DecisionRoutesDeps {
  readDecisions: ReadDecisions;
  lodgeComplaint: Pick<LodgeComplaintHandler, 'execute'>;
  answerComplaint: AnswerComplaintHandler;
  transparencyReport: Pick<TransparencyReport, 'execute'>;
}

/**
 * Decisions about content the way the DSA asks: the statements of reasons a person received (Art. 17), complaints
 * against them (Art. 20) and the moderators' answers, and the public transparency report (Art. 15, 24).
 */
export const decisionRoutes: FastifyPluginAsyncTypebox<DecisionRoutesDeps> = async (
  app,
  { readDecisions, lodgeComplaint, answerComplaint, transparencyReport },
) => {
  app.get(
    '/decisions',
    {
      preHandler: requireUser,
      schema: {
        tags: ['account'],
        summary: 'The statements of reasons about my ads, my account and my reports, newest first',
        response: { 200: Envelope(Type.Array(DecisionSchema)) },
      },
    },
    async (request, reply) => ok(reply, await readDecisions.mine(currentUser(request))),
  );

  app.get(
    '/decisions/:id',
    {
      config: { audience: 'optional' },
      schema: {
        tags: ['account'],
        summary: 'One statement of reasons: for the person it concerns, or with the secret from its mail',
        params: IdParams,
        headers: TokenHeaders,
        response: { 200: Envelope(DecisionSchema) },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await readDecisions.execute(request.params.id, {
          user: request.user,
          token: request.headers[TOKEN_HEADER] ?? null,
        }),
      ),
  );

  app.post(
    '/decisions/:id/complaint',
    {
      config: { audience: 'optional' },
      schema: {
        tags: ['account'],
        summary: 'Lodge an internal complaint against a decision (once, within six months; free of charge)',
        params: IdParams,
        body: ComplaintBody,
        response: {
          201: Envelope(DecisionSchema),
          ...errors({ 409: 'Already complained, the six months are over, or the decision was reversed' }),
        },
      },
    },
    async (request, reply) => {
      const access = { user: request.user, token: request.body.token ?? null };
      const decision = await lodgeComplaint.execute(request.params.id, access, request.body.text);
      return ok(reply, decision, 'Complaint lodged', 201);
    },
  );

  app.get(
    '/admin/complaints',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Complaints waiting for an answer, oldest first, each saying whether I may answer it',
        response: { 200: Envelope(Type.Array(ComplaintCaseSchema)) },
      },
    },
    async (request, reply) => ok(reply, await answerComplaint.open(currentUser(request))),
  );

  app.post(
    '/admin/complaints/:id/answer',
    {
      preHandler: requireAdmin,
      schema: {
        tags: ['admin'],
        summary:
          'Answer a complaint with reasons: uphold the decision, or reverse it (the ad goes live with its runtime, the ' +
          'account is unblocked, the report is reviewed again); never by the moderator who decided',
        params: IdParams,
        body: ComplaintAnswerBody,
        response: {
          200: Envelope(ComplaintCaseSchema),
          ...errors({ 409: 'The moderator who decided cannot answer, or the complaint was already answered' }),
        },
      },
    },
    async (request, reply) =>
      ok(
        reply,
        await answerComplaint.execute(
          currentUser(request),
          request.params.id,
          request.body.outcome,
          request.body.answer,
        ),
        'Answered',
      ),
  );

  app.get(
    '/transparency',
    {
      schema: {
        tags: ['site'],
        summary: 'The transparency report (DSA Art. 15, 24) per half-year, newest first',
        response: { 200: Envelope(Type.Array(TransparencyPeriodSchema)) },
      },
    },
    async (_request, reply) => ok(reply, await transparencyReport.execute()),
  );
};
