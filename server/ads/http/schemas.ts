import { Type, type TSchema } from 'typebox';
import { AdSchema, adInputProperties } from '../../../src/domain/shapes/ad';
import { Envelope } from '../../platform/http/schemas';

// The ad's shapes are declared once in src/domain/shapes/ad.ts (server and client); here are what only requests take.

/**
 * A choice from a list is taken as any short text here, so that a wrong one gets validateAd's message on its field
 * (translated in the form) rather than the schema's; the answer's schema holds the list.
 */
function anyShortText(schema: TSchema): TSchema {
  const { enum: values, type } = schema as TSchema & { enum?: unknown[]; type: string | string[] };
  return values ? Type.Unsafe({ type, maxLength: 40 }) : schema;
}
const adInputFields = Type.Object(
  Object.fromEntries(Object.entries(adInputProperties).map(([field, schema]) => [field, anyShortText(schema)])),
);

/**
 * Ad input: every field optional at this level, because the shared domain rules (validateAd) say which are
 * required, with a message per field; the schema only fixes types and refuses unknown fields.
 */
export const AdInputSchema = Type.Object(Type.Partial(adInputFields).properties, { additionalProperties: false });

export const AdPatchSchema = Type.Object(
  { ...Type.Partial(adInputFields).properties, status: Type.Optional(Type.Literal('archived')) },
  { additionalProperties: false },
);

const AdDayFiguresSchema = Type.Object({
  day: Type.String({ format: 'date' }),
  views: Type.Integer(),
  saves: Type.Integer(),
  contacts: Type.Integer(),
});
export const AdStatsSchema = Type.Object({
  days: Type.Array(AdDayFiguresSchema),
  totals: Type.Object({ views: Type.Integer(), saves: Type.Integer(), contacts: Type.Integer() }),
});

/** The answer of every route that sends one ad back (the owner's or a moderator's view). */
export const AdAnswer = { 200: Envelope(AdSchema) };
