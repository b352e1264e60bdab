import type { FastifyInstance } from 'fastify';
import { checkEmail, checkName, checkPhone } from '../../../src/domain/validation';
import { ApiError } from '../../domain/ApiError';
import { REPORT_REASONS, type ContactService, type ReportReason } from '../../application/ContactService';
import type { ServerConfig } from '../../config';
import { idParams } from '../schemas';
import { envelopeSchema, ok } from '../envelope';

interface Options {
  contact: ContactService;
  legal: ServerConfig['legal'];
  perIpPerMinute: number;
}

export const MESSAGE_MAX = 2000;

export async function siteRoutes(app: FastifyInstance, options: Options): Promise<void> {
  // Contact and report mails are cheap to abuse; they share the auth routes' per-IP budget.
  const perIp = app.rateLimit({ max: Math.max(1, Math.floor(options.perIpPerMinute / 6)), timeWindow: '1 minute' });

  app.get(
    '/legal',
    {
      schema: {
        tags: ['site'],
        summary: 'Operator data for the Impressum, privacy policy and invoices',
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: Object.fromEntries(['company', 'representative', 'street', 'city', 'email', 'phone', 'register', 'vatId'].map((k) => [k, { type: 'string' }])),
          }),
        },
      },
    },
    async (_request, reply) => ok(reply, options.legal),
  );

  app.post<{ Params: { id: string }; Body: { name: string; email: string; phone?: string; message: string } }>(
    '/ads/:id/contact',
    {
      onRequest: perIp,
      schema: {
        tags: ['ads'],
        summary: "Send a message to the ad's owner by mail (their address stays hidden)",
        params: idParams,
        body: {
          type: 'object',
          required: ['name', 'email', 'message'],
          properties: {
            name: { type: 'string', maxLength: 200 },
            email: { type: 'string', maxLength: 254 },
            phone: { type: 'string', maxLength: 40 },
            message: { type: 'string', maxLength: 10000 },
          },
        },
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request, reply) => {
      const { name, email, phone, message } = request.body;
      const problems = [
        checkName(name, 'name'),
        checkEmail(email),
        phone ? checkPhone(phone, 'phone') : null,
        message.trim().length < 10
          ? { field: 'message', code: 'too_short' as const, message: 'Write at least 10 characters' }
          : message.length > MESSAGE_MAX
            ? { field: 'message', code: 'too_long' as const, message: `At most ${MESSAGE_MAX} characters` }
            : null,
      ].filter((p) => p !== null);
      if (problems.length > 0) throw ApiError.validation(problems);
      await options.contact.contactOwner(request.params.id, { name: name.trim(), email: email.trim(), phone: phone?.trim() || null, message: message.trim() }, request.user);
      return ok(reply, null, 'Message sent');
    },
  );

  app.post<{ Params: { id: string }; Body: { reason: ReportReason; message?: string } }>(
    '/ads/:id/report',
    {
      onRequest: perIp,
      schema: {
        tags: ['ads'],
        summary: 'Report an ad to the administrators',
        params: idParams,
        body: {
          type: 'object',
          required: ['reason'],
          properties: { reason: { type: 'string', enum: [...REPORT_REASONS] }, message: { type: 'string', maxLength: MESSAGE_MAX } },
        },
        response: { 200: envelopeSchema({ type: 'null' }) },
      },
    },
    async (request, reply) => {
      await options.contact.report(request.params.id, request.body.reason, request.body.message?.trim() ?? '', request.user);
      return ok(reply, null, 'Thank you; we will look at it');
    },
  );
}
