import type { Ad } from '../../src/domain/ad';
import { AD_MONEY_FIELDS } from '../../src/domain/adValidation';

/**
 * With moderation on, what a live ad may not change without another review: every word the seller writes (a
 * commission's terms can carry "Vorab per Western Union …" as well as the description can), every amount a tenant or
 * buyer pays, what the ad offers and where (who offers it follows the account: SaveSellerDetailsHandler). Facts such as
 * rooms, floor, features or the energy certificate's values change without review: they carry no text of the seller's
 * choosing.
 */
export const REVIEWED_FIELDS = [
  'title',
  'description',
  'category',
  'priceCents',
  'priceType',
  // Every amount besides the price (a new one is reviewed without being named here).
  ...AD_MONEY_FIELDS,
  'heatingIncluded',
  'commissionFree',
  'commission',
  'postalCode',
  'city',
  'district',
  'street',
] as const satisfies readonly (keyof Ad)[];

export function changesReviewedContent(
  before: Pick<Ad, (typeof REVIEWED_FIELDS)[number]>,
  after: Pick<Ad, (typeof REVIEWED_FIELDS)[number]>,
): boolean {
  return REVIEWED_FIELDS.some((field) => after[field] !== before[field]);
}
