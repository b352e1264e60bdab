import type { Package } from '../../src/domain/package';
import type { PackageRecord } from './ports';

/** A package as the API shows it, with its names in both languages. */
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
