import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SELLER_TYPES } from '../../../src/domain/ad';
import { PhoneStatusSchema, SellerDetailsSchema, TraderDetailsSchema } from '../../../src/domain/shapes/users';
import { errors } from '../../platform/http/openApiDocument';
import { currentUser, signedInOnly } from '../../platform/http/auth';
import { ok } from '../../platform/http/reply';
import { Envelope, StringEnum } from '../../platform/http/schemas';
import type { PhoneVerification } from '../PhoneVerification';
import type { SaveSellerDetailsHandler } from '../SaveSellerDetailsHandler';
import { sellerDetailsOf } from '../userView';

/**
 * A trader's details as typed: every field short text, so a wrong one (a postal code of another country, a VAT id
 * with a wrong check digit, a country not served) gets validateTraderDetails' translated message on its field.
 */
const TraderInput = Type.Object(
  Object.fromEntries(
    Object.keys(TraderDetailsSchema.properties).map((field) => [
      field,
      Type.Optional(Type.Union([Type.String({ maxLength: 300 }), Type.Null()])),
    ]),
  ),
  { additionalProperties: false },
);

export interface SellerRoutesDeps {
  saveSellerDetails: Pick<SaveSellerDetailsHandler, 'execute'>;
  phoneVerification: PhoneVerification;
}

/** Whom the account sells as ("Privat" or "Gewerblich") and, for a trader, the details their ads show. */
export const sellerRoutes: FastifyPluginAsyncTypebox<SellerRoutesDeps> = async (
  app,
  { saveSellerDetails, phoneVerification },
) => {
  signedInOnly(app, 'user', 'preHandler');

  app.get(
    '/user/seller',
    {
      schema: {
        tags: ['account'],
        summary: 'Whom the account sells as, a trader’s details, and whether it may publish',
        response: { 200: Envelope(SellerDetailsSchema) },
      },
    },
    async (request, reply) => ok(reply, sellerDetailsOf(currentUser(request))),
  );

  app.put(
    '/user/seller',
    {
      schema: {
        tags: ['account'],
        summary:
          'Sell as a private person or as a trader (with the details § 5 DDG asks for and the certification of DSA ' +
          'Art. 30); every ad of the account then says so',
        body: Type.Object(
          {
            accountKind: StringEnum(SELLER_TYPES),
            trader: Type.Optional(Type.Union([TraderInput, Type.Null()])),
            certified: Type.Optional(Type.Boolean()),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(SellerDetailsSchema),
          ...errors({ 409: 'Turning private while commercial ads are online or in review (TRADER_ADS_ONLINE)' }),
        },
      },
    },
    async (request, reply) => ok(reply, await saveSellerDetails.execute(currentUser(request), request.body), 'Saved'),
  );

  app.get(
    '/user/phone',
    {
      schema: {
        tags: ['account'],
        summary: 'The mobile number, whether it is confirmed, and whether the ads show it',
        response: { 200: Envelope(PhoneStatusSchema) },
      },
    },
    async (request, reply) => ok(reply, phoneVerification.status(currentUser(request))),
  );

  app.post(
    '/user/phone',
    {
      schema: {
        tags: ['account'],
        summary: 'Send a confirmation code by SMS to a mobile number (five per hour; none again within a minute)',
        body: Type.Object({ phone: Type.String({ maxLength: 40 }) }, { additionalProperties: false }),
        response: {
          202: Envelope(Type.Object({ to: Type.String() })),
          ...errors({ 429: 'Too many codes by SMS this hour' }),
        },
      },
    },
    async (request, reply) =>
      ok(reply, await phoneVerification.requestCode(currentUser(request), request.body.phone), 'Code sent', 202),
  );

  app.post(
    '/user/phone/confirm',
    {
      schema: {
        tags: ['account'],
        summary: 'Confirm the number with the code from the SMS; it becomes the account’s confirmed number',
        body: Type.Object({ code: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
        response: { 200: Envelope(PhoneStatusSchema), ...errors({ 429: 'Too many wrong codes' }) },
      },
    },
    async (request, reply) =>
      ok(reply, await phoneVerification.confirm(currentUser(request), request.body.code), 'Confirmed'),
  );

  app.put(
    '/user/phone/visibility',
    {
      schema: {
        tags: ['account'],
        summary: 'Show the confirmed number on my ads, or stop showing it',
        body: Type.Object({ showPhone: Type.Boolean() }, { additionalProperties: false }),
        response: { 200: Envelope(PhoneStatusSchema), ...errors({ 409: 'The number is not confirmed' }) },
      },
    },
    async (request, reply) =>
      ok(reply, await phoneVerification.setShowPhone(currentUser(request), request.body.showPhone), 'Saved'),
  );
};
