import { isRent, type Ad } from '../../src/domain/ad';
import { toInput } from './adFields';
import type { AdRecord, ImageStorage } from './ports';

/** Kaltmiete + Nebenkosten + Heizkosten, when the ad states them (a rent ad's Warmmiete). */
function warmRent(ad: AdRecord): number | null {
  if (!isRent(ad.category) || ad.priceCents === null || ad.serviceChargeCents === null) return null;
  if (ad.heatingIncluded) return ad.priceCents + ad.serviceChargeCents;
  return ad.heatingCostCents === null ? null : ad.priceCents + ad.serviceChargeCents + ad.heatingCostCents;
}

/**
 * The ad as the API shows it. The street is the owner's unless they chose to show the exact address; the location of
 * everyone else's view is the stored one, which is already rounded to about 200 m unless the address is shown.
 */
export function toApiAd(ad: AdRecord, images: ImageStorage, forOwner = false): Ad {
  const location =
    ad.latitude !== null && ad.longitude !== null
      ? { lat: ad.latitude, lon: ad.longitude, exact: ad.showExactAddress }
      : null;
  return {
    id: ad.id,
    ownerId: ad.ownerId,
    // Every field the owner writes goes out as stored (a new one needs nothing here), but the street.
    ...toInput(ad),
    sellerType: ad.sellerType,
    street: forOwner || ad.showExactAddress ? ad.street : null,
    location,
    warmRentCents: warmRent(ad),
    pricePerSqmCents: ad.pricePerSqmCents,
    // The owner and admins see the ad in every state, so their addresses work while it is not public.
    images: ad.images.map((i) => ({
      id: i.id,
      url: forOwner ? images.privateUrl(i.storageKey) : images.publicUrl(i.storageKey),
      width: i.width,
      height: i.height,
      position: i.position,
      widths: i.widths,
    })),
    status: ad.status,
    rejectionReason: ad.rejectionReason,
    packageId: ad.packageId,
    featuredUntil: ad.featuredUntil?.toISOString() ?? null,
    publishedAt: ad.publishedAt?.toISOString() ?? null,
    priceReduction:
      ad.priceReducedAt && ad.priceBeforeCents !== null
        ? { at: ad.priceReducedAt.toISOString(), beforeCents: ad.priceBeforeCents }
        : null,
    expiresAt: ad.expiresAt?.toISOString() ?? null,
    pausedAt: ad.pausedAt?.toISOString() ?? null,
    createdAt: ad.createdAt.toISOString(),
    updatedAt: ad.updatedAt.toISOString(),
  };
}
