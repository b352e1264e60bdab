import { AD_INPUT_FIELDS, type AdInput } from '../../../src/domain/adValidation';
import type { AdFields, AdRecord } from '../../domain/ad';

/** What is stored of an owner's input: trimmed, amounts that do not apply cleared, features without repeats. */
export function toFields(input: AdInput): AdFields {
  const street = input.street?.trim() || null;
  return {
    title: input.title.trim(),
    description: input.description.trim(),
    category: input.category,
    priceCents: input.priceType === 'on_request' ? null : input.priceCents,
    priceType: input.priceType,
    serviceChargeCents: input.serviceChargeCents ?? null,
    heatingIncluded: input.heatingIncluded === true,
    // Included in the Nebenkosten means no separate amount.
    heatingCostCents: input.heatingIncluded === true ? null : (input.heatingCostCents ?? null),
    depositCents: input.depositCents ?? null,
    hoaFeeCents: input.hoaFeeCents ?? null,
    commissionFree: input.commissionFree === true,
    commission: input.commissionFree === true ? null : input.commission?.trim() || null,
    parkingPriceCents: input.parkingPriceCents ?? null,
    propertyType: input.propertyType ?? null,
    condition: input.condition ?? null,
    heatingType: input.heatingType ?? null,
    sellerType: input.sellerType ?? 'private',
    street,
    showExactAddress: street !== null && input.showExactAddress === true,
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    district: input.district?.trim() || null,
    livingArea: input.livingArea,
    rooms: input.rooms,
    plotArea: input.plotArea,
    floor: input.floor,
    yearBuilt: input.yearBuilt,
    availableFrom: input.availableFrom || null,
    features: [...new Set(input.features)],
    energyCertificate: input.energyCertificate as Record<string, unknown> | null,
  };
}

/** The owner's fields of a stored ad, to merge a partial edit into before checking it again. */
export function toInput(ad: AdRecord): AdInput {
  return Object.fromEntries(AD_INPUT_FIELDS.map((field) => [field, ad[field]])) as AdInput;
}
