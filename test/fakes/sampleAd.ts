import type { Ad } from '../../src/domain/ad';
import { RequestError } from '../../src/application/shared/RequestError';

let counter = 0;

/**
 * What the server answers for an ad visitors cannot see (server/ads/ReadAd.ts): one that was online and went offline is gone
 * (410), any other is not found.
 */
export function notLiveAnswer(ad: Pick<Ad, 'status' | 'publishedAt'>): RequestError {
  return ad.publishedAt !== null && ['paused', 'expired', 'archived'].includes(ad.status)
    ? new RequestError('http', 'AD_GONE', 'This ad is no longer online', 410)
    : new RequestError('http', 'NOT_FOUND', 'Ad not found', 404);
}

export function sampleAd(extra: Partial<Ad> = {}): Ad {
  counter++;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    ownerId: 'owner-1',
    title: `Helle Wohnung ${counter}`,
    description: 'Schöne Wohnung mit Balkon und Einbauküche in ruhiger Lage.',
    category: 'apartment_rent',
    priceCents: 100000 + counter * 1000,
    priceType: 'fixed',
    serviceChargeCents: null,
    heatingCostCents: null,
    heatingIncluded: false,
    depositCents: null,
    hoaFeeCents: null,
    commissionFree: true,
    commission: null,
    buyerCommissionPercent: null,
    sellerPaysSame: false,
    parkingPriceCents: null,
    propertyType: null,
    condition: null,
    heatingType: null,
    sellerType: 'private',
    street: null,
    showExactAddress: false,
    postalCode: '10115',
    city: 'Berlin',
    district: 'Mitte',
    location: { lat: 52.517, lon: 13.389, exact: false },
    warmRentCents: null,
    pricePerSqmCents: null,
    livingArea: 70,
    rooms: 3,
    plotArea: null,
    floor: 2,
    yearBuilt: 1990,
    availableFrom: null,
    features: ['balcony'],
    energyCertificate: { type: 'consumption', kwhPerSqmYear: 110, carrier: 'gas', efficiencyClass: 'D' },
    rentControl: { exception: 'none', previousRentCents: null },
    images: [
      {
        id: `img-${counter}`,
        url: `/api/uploads/ads/x/${counter}`,
        width: 1280,
        height: 853,
        position: 0,
        widths: [320, 640, 828, 1280],
      },
    ],
    status: 'active',
    rejectionReason: null,
    packageId: null,
    featuredUntil: null,
    publishedAt: new Date(Date.UTC(2026, 10, 1) - counter * 60_000).toISOString(),
    priceReduction: null,
    expiresAt: null,
    pausedAt: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...extra,
  };
}
