import {
  AD_FLAG_FIELDS,
  AD_INPUT_FIELDS,
  buyerCommissionRuled,
  type AdInput,
  type AdInputField,
} from '../../src/domain/adValidation';
import { formatLocalizedNumber } from '../../src/domain/numbers';
import { isRent, type SellerType } from '../../src/domain/ad';
import type { AdFields, AdRecord } from './domain/ad';
import { rentControlAreaOf, storedRentControl, type RentControlStatement } from '../../src/domain/rentControl';

const FLAGS: ReadonlySet<AdInputField> = new Set(AD_FLAG_FIELDS);

/** Any field as stored: text trimmed (nothing typed is none), yes/no fields true or false, anything left out none. */
function stored(field: AdInputField, value: unknown): unknown {
  if (FLAGS.has(field)) return value === true;
  if (typeof value === 'string') return value.trim() || null;
  return value ?? null;
}

/**
 * What is stored of an owner's input: every field of AD_INPUT_FIELDS the same way (so a new field needs nothing
 * here), then what does not apply cleared — and features without repeats.
 */
export function toFields(input: AdInput, sellerType: SellerType, now: Date): AdFields {
  // A rental is commission-free for its tenant by law (§ 2 Abs. 1a WoVermittG; a stated one is refused before).
  const commissionFree = isRent(input.category) || input.commissionFree === true;
  // § 656c BGB: a flat's or house's sale states the buyer's share as a number; its words follow from it.
  const ruled = buyerCommissionRuled(input) && !commissionFree;
  const percent = ruled ? (input.buyerCommissionPercent ?? null) : null;
  const fields = Object.fromEntries(AD_INPUT_FIELDS.map((field) => [field, stored(field, input[field])])) as Omit<
    AdFields,
    'sellerType'
  >;
  return {
    ...fields,
    priceCents: input.priceType === 'on_request' ? null : fields.priceCents,
    // Included in the Nebenkosten means no separate amount.
    heatingCostCents: fields.heatingIncluded ? null : fields.heatingCostCents,
    commissionFree,
    commission: commissionFree ? null : percent !== null ? buyerCommissionWords(percent) : fields.commission,
    buyerCommissionPercent: percent,
    sellerPaysSame: percent !== null && percent > 0 && input.sellerPaysSame === true,
    showExactAddress: fields.street !== null && fields.showExactAddress,
    // Who offers the ad is what the owner's account says (SaveSellerDetailsHandler), not a choice per ad.
    sellerType,
    features: [...new Set(input.features ?? [])],
    rentControl: rentControlOf(input, now),
  };
}

/**
 * The Mietpreisbremse statement kept: only a rental's where a Verordnung applies. One that states nothing there states
 * "no exception" — what the law makes of silence, since a landlord may rely only on an exception disclosed before the
 * contract (§ 556g Abs. 1a BGB); the form asks for the answer, the API and imports may leave it out.
 */
function rentControlOf(input: AdInput, now: Date): RentControlStatement | null {
  if (!rentControlAreaOf(input, now)) return null;
  return input.rentControl ? storedRentControl(input.rentControl) : { exception: 'none', previousRentCents: null };
}

/** "3,57 % inkl. MwSt.": the commission's words as German ads write them. */
function buyerCommissionWords(percent: number): string {
  return `${formatLocalizedNumber(percent, 'de', 'area')} % inkl. MwSt.`;
}

/** The owner's fields of a stored ad, to merge a partial edit into before checking it again. */
export function toInput(ad: AdRecord): AdInput {
  return Object.fromEntries(AD_INPUT_FIELDS.map((field) => [field, ad[field]])) as AdInput;
}
