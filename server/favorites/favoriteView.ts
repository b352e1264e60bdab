import type { Favorite } from '../../src/domain/favorite';
import { toApiAd, type ImageStorage } from '../ads/ports';
import type { FavoriteView } from './ports';

/** A Merkliste entry: an offline ad is named (title, place) but not shown. */
export function toApiFavorite(view: FavoriteView, images: ImageStorage): Favorite {
  const { entry, ad, available } = view;
  return {
    adId: entry.adId,
    savedAt: entry.createdAt.toISOString(),
    savedPriceCents: entry.savedPriceCents,
    available,
    title: ad.title,
    postalCode: ad.postalCode,
    city: ad.city,
    ad: available ? toApiAd(ad, images) : null,
  };
}
