import { Type, type Static } from 'typebox';
import { AdSchema } from './ad';
import { Nullable } from './schema';

export const FavoriteSchema = Type.Object({
  adId: Type.String(),
  savedAt: Type.String(),
  /** The price when it was saved: the list shows the change when the seller has changed it since. */
  savedPriceCents: Nullable(Type.Integer()),
  /** Visitors can see the ad now; otherwise it stays listed as no longer available. */
  available: Type.Boolean(),
  title: Type.String(),
  postalCode: Type.String(),
  city: Type.String(),
  /** The ad as visitors see it; null once it is offline. */
  ad: Nullable(AdSchema),
});

export const FavoriteParams = Type.Object({ adId: Type.String({ format: 'uuid' }) });

export type Favorite = Static<typeof FavoriteSchema>;
