import type { Ad } from '../../src/domain/ad';
import type { Package } from '../../src/domain/package';
import type { User } from '../../src/domain/user';
import type { AdRecord, ImageStorage, PackageRecord, UserRecord } from './ports';

/** The user as the API shows it: the spec's authId.role, never password material or token versions. */
export function toApiUser(user: UserRecord): User {
  return {
    id: user.id,
    name: user.name,
    lastname: user.lastname,
    email: user.email,
    phone_number: user.phoneNumber,
    img: user.img,
    authId: { role: user.role },
    activated: user.activated,
    blocked: user.blocked,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toApiPackage(pkg: PackageRecord): Package {
  return {
    id: pkg.id,
    name: { de: pkg.nameDe, en: pkg.nameEn },
    description: { de: pkg.descriptionDe, en: pkg.descriptionEn },
    priceCents: pkg.priceCents,
    currency: 'EUR',
    adCredits: pkg.adCredits,
    durationDays: pkg.durationDays,
    featured: pkg.featured,
    maxImages: pkg.maxImages,
    active: pkg.active,
  };
}

export function toApiAd(ad: AdRecord, images: ImageStorage): Ad {
  return {
    id: ad.id,
    ownerId: ad.ownerId,
    title: ad.title,
    description: ad.description,
    category: ad.category as Ad['category'],
    priceCents: ad.priceCents,
    priceType: ad.priceType as Ad['priceType'],
    postalCode: ad.postalCode,
    city: ad.city,
    district: ad.district,
    livingArea: ad.livingArea,
    rooms: ad.rooms,
    plotArea: ad.plotArea,
    floor: ad.floor,
    yearBuilt: ad.yearBuilt,
    availableFrom: ad.availableFrom,
    features: ad.features as Ad['features'],
    energyCertificate: ad.energyCertificate as Ad['energyCertificate'],
    images: ad.images.map((i) => ({ id: i.id, url: images.publicUrl(i.storageKey), width: i.width, height: i.height, position: i.position })),
    status: ad.status as Ad['status'],
    rejectionReason: ad.rejectionReason,
    featuredUntil: ad.featuredUntil?.toISOString() ?? null,
    publishedAt: ad.publishedAt?.toISOString() ?? null,
    expiresAt: ad.expiresAt?.toISOString() ?? null,
    createdAt: ad.createdAt.toISOString(),
    updatedAt: ad.updatedAt.toISOString(),
  };
}
