import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { checkEmail, checkName, checkPhone } from '../../../src/domain/validation';
import { ApiError } from '../../platform/domain/ApiError';
import { MESSAGE_MAX_LENGTH } from '../../../src/domain/conversation';
import { AD_REPORT_REASONS } from '../../../src/domain/report';
import type { Operator } from '../../platform/ports';
import type { MailAdOwner } from '../MailAdOwner';
import type { ReportAdHandler } from '../ReportAdHandler';
import { ok } from '../../platform/http/reply';
import { EmptyEnvelope, Envelope, IdParams, StringEnum } from '../../platform/http/schemas';
import { errors } from '../../platform/http/openApiDocument';
import { languageOf } from '../../platform/http/auth';

const OperatorSchema = Type.Object({
  company: Type.String(),
  representative: Type.String(),
  street: Type.String(),
  city: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  register: Type.String(),
  vatId: Type.String(),
});

export const siteRoutes: FastifyPluginAsyncTypebox<{
  legal: Operator;
  perIpPerMinute: number;
  mailAdOwner: Pick<MailAdOwner, 'execute'>;
  reportAd: Pick<ReportAdHandler, 'execute'>;
}> = async (app, options) => {
  const { mailAdOwner, reportAd } = options;
  // Contact and report mails are cheap to abuse; they share the auth routes' per-IP budget.
  const perIp = app.rateLimit({ max: Math.max(1, Math.floor(options.perIpPerMinute / 6)), timeWindow: '1 minute' });

  app.get(
    '/legal',
    {
      schema: {
        tags: ['site'],
        summary: 'Operator data for the Impressum, privacy policy and invoices',
        response: { 200: Envelope(OperatorSchema) },
      },
    },
    async (_request, reply) => ok(reply, options.legal),
  );

  app.post(
    '/ads/:id/contact',
    {
      onRequest: perIp,
      schema: {
        tags: ['ads'],
        summary: "Send a message to the ad's owner by mail (their address stays hidden)",
        params: IdParams,
        body: Type.Object({
          name: Type.String({ maxLength: 200 }),
          email: Type.String({ maxLength: 254 }),
          phone: Type.Optional(Type.String({ maxLength: 40 })),
          message: Type.String({ maxLength: 10000 }),
        }),
        response: { ...errors({ 409: 'The ad is no longer online or is your own' }), 200: EmptyEnvelope },
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
          : message.length > MESSAGE_MAX_LENGTH
            ? { field: 'message', code: 'too_long' as const, message: `At most ${MESSAGE_MAX_LENGTH} characters` }
            : null,
      ].filter((p) => p !== null);
      if (problems.length > 0) throw ApiError.validation(problems);
      await mailAdOwner.execute(
        request.params.id,
        { name: name.trim(), email: email.trim(), phone: phone?.trim() || null, message: message.trim() },
        request.user,
      );
      return ok(reply, null, 'Message sent');
    },
  );

  app.post(
    '/ads/:id/report',
    {
      onRequest: perIp,
      schema: {
        tags: ['ads'],
        summary: 'Report an ad to the administrators',
        description:
          'A visitor may give an e-mail address for the confirmation of receipt and the outcome (kept until six months ' +
          'after the report is resolved); a signed-in reporter hears back at their account’s address.',
        params: IdParams,
        body: Type.Object({
          reason: StringEnum(AD_REPORT_REASONS),
          message: Type.Optional(Type.String({ maxLength: MESSAGE_MAX_LENGTH })),
          contactEmail: Type.Optional(Type.String({ maxLength: 254 })),
        }),
        response: { 200: EmptyEnvelope },
      },
    },
    async (request, reply) => {
      const contactEmail = request.body.contactEmail?.trim() || null;
      const problem = contactEmail === null ? null : checkEmail(contactEmail, 'contactEmail');
      if (problem) throw ApiError.validation([problem]);
      const contact = contactEmail && !request.user ? { email: contactEmail, language: languageOf(request) } : null;
      await reportAd.execute(
        request.params.id,
        request.body.reason,
        request.body.message?.trim() ?? '',
        request.user,
        contact,
      );
      return ok(reply, null, 'Thank you; we will look at it');
    },
  );
};
