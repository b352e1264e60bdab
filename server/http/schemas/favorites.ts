import { Type } from 'typebox';
import { AdSchema } from './ads';
import { Nullable } from './common';

export const FavoriteSchema = Type.Object({
  adId: Type.String(),
  savedAt: Type.String(),
  savedPriceCents: Nullable(Type.Integer()),
  available: Type.Boolean(),
  title: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  ad: Nullable(AdSchema),
});

export const FavoriteParams = Type.Object({ adId: Type.String({ format: 'uuid' }) });
