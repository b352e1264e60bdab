import os from 'node:os';
import path from 'node:path';
import type { AdRecord } from '../../server/ads/domain/ad';
import type { UserRecord } from '../../server/accounts/domain/user';
import { PrivateImageLinks } from '../../server/ads/adapters/PrivateImageLinks';
import { ClockFake } from '../fakes/server/ClockFake';
import { ImageStorageFiles } from '../../server/ads/adapters/ImageStorageFiles';

// A user and an ad as the database holds them, and image storage, for the plumbing tests' serializers.
export const images = new ImageStorageFiles(
  path.join(os.tmpdir(), 'inserat-plumbing'),
  path.join(os.tmpdir(), 'inserat-plumbing-staging'),
  '/uploads',
  new PrivateImageLinks('plumbing-secret', new ClockFake(), '/uploads'),
);
export const AT = new Date('2026-03-01T09:30:00.000Z');

export const user: UserRecord = {
  id: 'u-1',
  name: 'Erika',
  lastname: 'Mustermann',
  email: 'erika@example.de',
  phoneNumber: '+49 30 1234567',
  phoneVerifiedAt: null,
  showPhone: false,
  img: null,
  role: 'USER',
  passwordHash: 'scrypt$secret',
  activated: true,
  blocked: false,
  tokenVersion: 7,
  language: 'de',
  notifyMessages: true,
  notifyReminders: true,
  notifyPriceDrops: true,
  newsletter: false,
  pendingEmail: 'neu@example.de',
  accountKind: 'private',
  trader: null,
  traderCertifiedAt: null,
  createdAt: AT,
};

export function adRecord(overrides: Partial<AdRecord> = {}): AdRecord {
  return {
    id: 'ad-1',
    ownerId: 'u-1',
    title: 'Altbauwohnung mit Balkon',
    description: 'Hell und ruhig.',
    category: 'apartment_rent',
    priceCents: 100_000,
    priceType: 'fixed',
    serviceChargeCents: 20_000,
    heatingCostCents: 8_000,
    heatingIncluded: false,
    depositCents: 300_000,
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
    street: 'Kastanienallee 12',
    showExactAddress: false,
    postalCode: '10435',
    city: 'Berlin',
    district: 'Prenzlauer Berg',
    latitude: 52.538,
    longitude: 13.41,
    pricePerSqmCents: 1_600,
    livingArea: 62.5,
    rooms: 2,
    plotArea: null,
    floor: 3,
    yearBuilt: 1905,
    availableFrom: '2026-04-01',
    features: ['balcony'],
    energyCertificate: null,
    rentControl: null,
    status: 'active',
    rejectionReason: null,
    packageId: 'basis',
    durationDays: 30,
    featuredUntil: null,
    publishedAt: AT,
    expiresAt: new Date('2026-03-31T09:30:00.000Z'),
    pausedAt: null,
    priceReducedAt: null,
    priceBeforeCents: null,
    createdAt: AT,
    updatedAt: AT,
    images: [
      {
        id: 'img-1',
        adId: 'ad-1',
        position: 0,
        storageKey: 'ads/ad-1/abc',
        width: 1600,
        height: 1200,
        widths: [480, 960, 1600],
      },
    ],
    ...overrides,
  };
}
