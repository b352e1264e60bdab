export interface PackageRecord {
  id: string;
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  priceCents: number;
  currency: string;
  adCredits: number;
  durationDays: number;
  featured: boolean;
  maxImages: number;
  active: boolean;
  sortOrder: number;
}
