import { Type, type Static } from 'typebox';
import { Localized } from './schema';

export const PackageSchema = Type.Object({
  id: Type.String(),
  name: Localized,
  description: Localized,
  /** Gross price in euro cents, VAT included. */
  priceCents: Type.Integer(),
  currency: Type.Literal('EUR'),
  adCredits: Type.Integer(),
  durationDays: Type.Integer(),
  featured: Type.Boolean(),
  maxImages: Type.Integer(),
  active: Type.Boolean(),
});

export type Package = Static<typeof PackageSchema>;
