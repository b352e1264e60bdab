import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SELLER_TYPES } from '../../../src/domain/ad';
import { SellerDetailsSchema, TraderDetailsSchema } from '../../../src/domain/shapes/users';
import { currentUser, signedInOnly } from '../auth';
import { ok } from '../reply';
import { Envelope, StringEnum } from '../schemas/common';

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

/** Whom the account sells as ("Privat" or "Gewerblich") and, for a trader, the details their ads show. */
export const sellerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sellerDetails } = app.services;
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
    async (request, reply) => ok(reply, sellerDetails.of(currentUser(request))),
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
        response: { 200: Envelope(SellerDetailsSchema) },
      },
    },
    async (request, reply) => ok(reply, await sellerDetails.save(currentUser(request), request.body), 'Saved'),
  );
};
