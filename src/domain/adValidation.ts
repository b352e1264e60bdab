import {
  AD_CATEGORIES,
  AD_FEATURES,
  CONDITIONS,
  FLAT_TYPES,
  HEATING_TYPES,
  HOUSE_TYPES,
  PROPERTY_TYPES,
  ENERGY_CARRIERS,
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_CLASSES,
  PRICE_TYPES,
  RENT_CATEGORIES,
  type Ad,
  type EnergyCertificate,
} from './ad';
import type { FieldError } from './errors';
import { dayInGermany } from './calendar';
import { flag, number, oneOf, optionalOneOf, text, type Check } from './fieldChecks';
import { AD_LIMITS } from './adLimits';
import { rentControlErrors } from './rentControl';

export { AD_LIMITS } from './adLimits';

/** The fields an owner fills in on the ad form; everything else on an ad is set by the marketplace. */
export const AD_INPUT_FIELDS = [
  'title',
  'description',
  'category',
  'priceCents',
  'priceType',
  'serviceChargeCents',
  'heatingCostCents',
  'heatingIncluded',
  'depositCents',
  'hoaFeeCents',
  'commissionFree',
  'commission',
  'buyerCommissionPercent',
  'sellerPaysSame',
  'parkingPriceCents',
  'propertyType',
  'condition',
  'heatingType',
  'street',
  'showExactAddress',
  'postalCode',
  'city',
  'district',
  'livingArea',
  'rooms',
  'plotArea',
  'floor',
  'yearBuilt',
  'availableFrom',
  'features',
  'energyCertificate',
  'rentControl',
] as const;
export type AdInputField = (typeof AD_INPUT_FIELDS)[number];

/** What an owner types into the ad form; the server and the client form check it with the same rules. */
export type AdInput = Pick<Ad, AdInputField>;

/** Money fields besides the price: all in cents, all optional. */
export const AD_MONEY_FIELDS = [
  'serviceChargeCents',
  'heatingCostCents',
  'depositCents',
  'hoaFeeCents',
  'parkingPriceCents',
] as const;

/** Yes/no fields: stored as true or false, never empty. */
export const AD_FLAG_FIELDS = ['heatingIncluded', 'commissionFree', 'sellerPaysSame', 'showExactAddress'] as const;

/** A real day of the calendar written YYYY-MM-DD (so no 30 February), within the years an ad may name. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < AD_LIMITS.dateYearMin || year > AD_LIMITS.dateYearMax || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function validateAd(input: Partial<Record<keyof AdInput, unknown>>, now = new Date()): FieldError[] {
  const checks: Check[] = [
    text(input.title, 'title', AD_LIMITS.titleMin, AD_LIMITS.titleMax),
    text(input.description, 'description', AD_LIMITS.descriptionMin, AD_LIMITS.descriptionMax, true, true),
    oneOf(input.category, 'category', AD_CATEGORIES),
    oneOf(input.priceType, 'priceType', PRICE_TYPES),
    input.priceType !== 'on_request' && (input.priceCents === null || input.priceCents === undefined)
      ? { field: 'priceCents', code: 'required', message: 'A price is required unless it is on request' }
      : number(input.priceCents, 'priceCents', 0, AD_LIMITS.priceMaxCents, { integer: true }),
    typeof input.postalCode === 'string' && /^\d{4,5}$/.test(input.postalCode.trim())
      ? null
      : {
          field: 'postalCode',
          code: input.postalCode ? 'invalid' : 'required',
          message: 'Postal code must have 4 or 5 digits',
        },
    text(input.city, 'city', 1, 80),
    text(input.district, 'district', 1, 80, false),
    number(input.livingArea, 'livingArea', AD_LIMITS.livingAreaMin, AD_LIMITS.livingAreaMax),
    number(input.rooms, 'rooms', AD_LIMITS.roomsMin, AD_LIMITS.roomsMax, { step: 0.5 }),
    number(input.plotArea, 'plotArea', AD_LIMITS.plotAreaMin, AD_LIMITS.plotAreaMax),
    number(input.floor, 'floor', AD_LIMITS.floorMin, AD_LIMITS.floorMax, { integer: true }),
    number(input.yearBuilt, 'yearBuilt', AD_LIMITS.yearBuiltMin, now.getFullYear() + AD_LIMITS.yearBuiltAhead, {
      integer: true,
    }),
    input.availableFrom === null ||
    input.availableFrom === undefined ||
    input.availableFrom === '' ||
    isCalendarDate(input.availableFrom)
      ? null
      : {
          field: 'availableFrom',
          code: 'invalid',
          message: `availableFrom must be a real date (YYYY-MM-DD) between ${AD_LIMITS.dateYearMin} and ${AD_LIMITS.dateYearMax}`,
        },
    Array.isArray(input.features ?? []) &&
    ((input.features ?? []) as unknown[]).every((f) => (AD_FEATURES as readonly unknown[]).includes(f))
      ? null
      : { field: 'features', code: 'invalid', message: `features must be taken from ${AD_FEATURES.join(', ')}` },
    ...validateEnergyCertificate(input.energyCertificate, now),
    ...rentControlErrors(input.rentControl, AD_LIMITS.priceMaxCents),
    ...AD_MONEY_FIELDS.map((field) => number(input[field], field, 0, AD_LIMITS.priceMaxCents, { integer: true })),
    ...AD_FLAG_FIELDS.map((field) => flag(input[field], field)),
    text(input.commission, 'commission', 1, AD_LIMITS.commissionMax, false),
    tenantCommission(input),
    ...buyerCommission(input),
    optionalOneOf(input.propertyType, 'propertyType', propertyTypesFor(input.category)),
    optionalOneOf(input.condition, 'condition', CONDITIONS),
    optionalOneOf(input.heatingType, 'heatingType', HEATING_TYPES),
    text(input.street, 'street', 3, AD_LIMITS.streetMax, input.showExactAddress === true),
  ];
  return checks.filter((c): c is FieldError => c !== null);
}

/**
 * Tenants pay no agent's commission (§ 2 Abs. 1a WoVermittG, the Bestellerprinzip since 2015): the landlord who
 * commissioned the agent pays. A rental's ad states none (issue 71).
 */
function tenantCommission(input: Partial<Record<AdInputField, unknown>>): Check {
  const rental = typeof input.category === 'string' && (RENT_CATEGORIES as readonly string[]).includes(input.category);
  const stated = typeof input.commission === 'string' && input.commission.trim() !== '';
  return rental && stated
    ? {
        field: 'commission',
        code: 'tenant_commission',
        message: 'Tenants pay no commission (§ 2 Abs. 1a WoVermittG): a rental ad states none',
      }
    : null;
}

/**
 * § 656c BGB: selling a flat or a single-family house, an agent may charge the buyer at most what the seller pays, and
 * the buyer's share is due only once the seller paid theirs. So where such a sale states a buyer's commission, it says
 * how much in per cent (including VAT) and that the seller pays the same (issue 71).
 */
export function buyerCommissionRuled(input: Partial<Record<AdInputField, unknown>>): boolean {
  return (
    (input.category === 'apartment_buy' || input.category === 'house_buy') && input.propertyType !== 'multi_family'
  );
}

function buyerCommission(input: Partial<Record<AdInputField, unknown>>): Check[] {
  const percent = input.buyerCommissionPercent;
  if (!buyerCommissionRuled(input) || input.commissionFree === true)
    return [number(percent, 'buyerCommissionPercent', 0, AD_LIMITS.buyerCommissionMaxPercent)];
  const statedInWords = typeof input.commission === 'string' && input.commission.trim() !== '';
  if (percent === null || percent === undefined)
    return statedInWords
      ? [
          {
            field: 'buyerCommissionPercent',
            code: 'required',
            message: "State the buyer's commission in per cent including VAT (§ 656c BGB)",
          },
        ]
      : [];
  const amount = number(percent, 'buyerCommissionPercent', 0, AD_LIMITS.buyerCommissionMaxPercent);
  if (amount) return [amount];
  return (percent as number) > 0 && input.sellerPaysSame !== true
    ? [
        {
          field: 'sellerPaysSame',
          code: 'seller_pays_same',
          message: "The buyer pays at most the seller's share (§ 656c BGB): the seller must pay the same",
        },
      ]
    : [];
}

/** Flat types for flats, house types for houses; the other categories have none of either. */
export function propertyTypesFor(category: unknown): readonly string[] {
  if (category === 'apartment_rent' || category === 'apartment_buy') return FLAT_TYPES;
  if (category === 'house_rent' || category === 'house_buy') return HOUSE_TYPES;
  return typeof category === 'string' && (AD_CATEGORIES as readonly string[]).includes(category) ? [] : PROPERTY_TYPES;
}

function validateEnergyCertificate(value: unknown, now: Date): Check[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object')
    return [{ field: 'energyCertificate', code: 'invalid', message: 'energyCertificate must be an object' }];
  const e = value as Partial<Record<keyof EnergyCertificate, unknown>>;
  return [
    oneOf(e.type, 'energyCertificate.type', ENERGY_CERTIFICATE_TYPES),
    e.kwhPerSqmYear === undefined || e.kwhPerSqmYear === null
      ? { field: 'energyCertificate.kwhPerSqmYear', code: 'required', message: 'Energy value is required' }
      : number(e.kwhPerSqmYear, 'energyCertificate.kwhPerSqmYear', 0, AD_LIMITS.kwhMax),
    oneOf(e.carrier, 'energyCertificate.carrier', ENERGY_CARRIERS),
    oneOf(e.efficiencyClass, 'energyCertificate.efficiencyClass', ENERGY_CLASSES),
    issueDate(e.issuedOn, now),
  ];
}

/** GEG § 79 (4): an energy certificate is valid for ten years from its date of issue; the last day it is valid. */
export function certificateValidUntil(issuedOn: string): string {
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + 10, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** A date of issue, when given, is a real day, not after today, and of a certificate still valid (not over ten years). */
function issueDate(value: unknown, now: Date): Check {
  const field = 'energyCertificate.issuedOn';
  if (value === undefined || value === null) return null;
  if (!isCalendarDate(value))
    return { field, code: 'invalid', message: 'The date of issue must be a real date (YYYY-MM-DD)' };
  const today = dayInGermany(now);
  if (value > today) return { field, code: 'future', message: 'The date of issue cannot be after today' };
  return certificateValidUntil(value) < today
    ? {
        field,
        code: 'expired',
        message: 'The energy certificate has expired: it is valid ten years from its date of issue',
      }
    : null;
}

/** Efficiency class from the energy value, as the GEG's table assigns it (kWh/(m²·a)). */
export function efficiencyClassFor(kwhPerSqmYear: number): EnergyCertificate['efficiencyClass'] {
  const limits: [number, EnergyCertificate['efficiencyClass']][] = [
    [30, 'A+'],
    [50, 'A'],
    [75, 'B'],
    [100, 'C'],
    [130, 'D'],
    [160, 'E'],
    [200, 'F'],
    [250, 'G'],
  ];
  return limits.find(([limit]) => kwhPerSqmYear < limit)?.[1] ?? 'H';
}
