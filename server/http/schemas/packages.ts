import { Type } from 'typebox';
import { Localized } from './common';

export const PackageSchema = Type.Object({
  id: Type.String(),
  name: Localized,
  description: Localized,
  priceCents: Type.Integer(),
  currency: Type.String(),
  adCredits: Type.Integer(),
  durationDays: Type.Integer(),
  featured: Type.Boolean(),
  maxImages: Type.Integer(),
  active: Type.Boolean(),
});
