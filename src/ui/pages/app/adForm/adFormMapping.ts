import {
  isRent,
  type Ad,
  type AdCategory,
  type AdFeature,
  type Condition,
  type EnergyCertificate,
  type HeatingType,
  type PriceType,
  type PropertyType,
} from '../../../../domain/ad';
import {
  AD_MONEY_FIELDS,
  buyerCommissionRuled,
  efficiencyClassFor,
  type AdInput,
} from '../../../../domain/adValidation';
import type { RentControlException } from '../../../../domain/rentControl';
import {
  eurosToCents,
  formatLocalizedNumber,
  parseLocalizedNumber,
  type NumberKind,
  type NumberLanguage,
} from '../../../../domain/numbers';

type MoneyField = (typeof AD_MONEY_FIELDS)[number];
/** The form names an amount without its unit: `hoaFeeCents` is typed, in euros, as `hoaFee`. */
type MoneyDraftKey<F extends string = MoneyField> = F extends `${infer K}Cents` ? K : never;
const draftKeyOf = <F extends MoneyField>(field: F) => field.slice(0, -'Cents'.length) as MoneyDraftKey<F>;
/** Each amount of AD_MONEY_FIELDS as typed, so a new one needs nothing here: only its input (CostFields). */
const eachAmount = <T>(value: (field: MoneyField) => T) =>
  Object.fromEntries(AD_MONEY_FIELDS.map((field) => [draftKeyOf(field), value(field)])) as Record<MoneyDraftKey, T>;

/**
 * The details form as typed, empty: numbers as text in the language they were typed in, prices in euros. Its type
 * is the draft's (AdDraft), so a field is named once.
 */
export const EMPTY_DRAFT = {
  title: '',
  description: '',
  category: '' as AdCategory | '',
  priceType: 'fixed' as PriceType,
  price: '',
  ...eachAmount(() => ''),
  heatingIncluded: false,
  commissionFree: true,
  commission: '',
  /** § 656c BGB: a flat's or house's buyer's share in per cent, as typed, and that the seller pays the same. */
  buyerCommission: '',
  sellerPaysSame: false,
  propertyType: '' as PropertyType | '',
  condition: '' as Condition | '',
  heatingType: '' as HeatingType | '',
  street: '',
  showExactAddress: false,
  postalCode: '',
  city: '',
  district: '',
  livingArea: '',
  rooms: '',
  plotArea: '',
  floor: '',
  yearBuilt: '',
  availableFrom: '',
  features: [] as AdFeature[],
  hasEnergyCertificate: false,
  energyType: 'consumption' as EnergyCertificate['type'],
  energyValue: '',
  energyCarrier: 'gas' as EnergyCertificate['carrier'],
  energyIssuedOn: '',
  /** Mietpreisbremse: nothing chosen yet ('') until the landlord answers. */
  rentControlException: '' as RentControlException | '',
  previousRent: '',
};
export type AdDraft = typeof EMPTY_DRAFT;

/** The draft's number fields, what kind of number each holds, and the ad field it becomes (money in cents). */
export const NUMBER_FIELDS = {
  price: { kind: 'money', field: 'priceCents' },
  ...(eachAmount((field) => ({ kind: 'money', field })) as {
    [F in MoneyField as MoneyDraftKey<F>]: { kind: 'money'; field: F };
  }),
  livingArea: { kind: 'area', field: 'livingArea' },
  plotArea: { kind: 'area', field: 'plotArea' },
  rooms: { kind: 'rooms', field: 'rooms' },
  yearBuilt: { kind: 'whole', field: 'yearBuilt' },
  energyValue: { kind: 'area', field: 'energyCertificate.kwhPerSqmYear' },
  previousRent: { kind: 'money', field: 'rentControl.previousRentCents' },
  buyerCommission: { kind: 'area', field: 'buyerCommissionPercent' },
} as const satisfies Record<string, { kind: NumberKind; field: string }>;
export type NumberField = keyof typeof NUMBER_FIELDS;

/** A number field whose text means nothing or two things: shown with what it could have meant. */
export interface NumberProblem {
  field: NumberField;
  reason: 'invalid' | 'ambiguous';
  readings: number[];
}

/** The value of a number field, or null when empty; a problem when the text is no number or could mean two. */
export function readNumber(
  draft: AdDraft,
  field: NumberField,
  lang: NumberLanguage,
): { value: number | null } | NumberProblem {
  const parsed = parseLocalizedNumber(draft[field], lang, NUMBER_FIELDS[field].kind);
  if (parsed.ok) return { value: parsed.value };
  if (parsed.reason === 'empty') return { value: null };
  return { field, reason: parsed.reason, readings: parsed.readings };
}

/** The floor may be below ground (-1 for a souterrain): a whole number with an optional minus. */
function readFloor(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN;
}

/** A flat's or house's sale with a commission: its buyer's share is asked as a number (§ 656c BGB). */
export function buyerCommissionAsked(d: AdDraft): boolean {
  return !d.commissionFree && buyerCommissionRuled({ category: d.category, propertyType: d.propertyType || null });
}

/** The draft as the ad the server takes, or the number fields that must be fixed first. */
export function draftToInput(d: AdDraft, lang: NumberLanguage): { input: AdInput; problems: NumberProblem[] } {
  const problems: NumberProblem[] = [];
  const number = (field: NumberField): number | null => {
    if (field === 'heatingCost' && d.heatingIncluded) return null;
    if (field === 'previousRent' && d.rentControlException !== 'previous_rent') return null;
    if (field === 'buyerCommission' && !buyerCommissionAsked(d)) return null;
    const read = readNumber(d, field, lang);
    if ('reason' in read) {
      problems.push(read);
      return null;
    }
    return read.value;
  };
  const money = (field: NumberField) => {
    const euros = number(field);
    return euros === null ? null : eurosToCents(euros);
  };
  const kwh = d.hasEnergyCertificate ? number('energyValue') : null;
  const rental = d.category !== '' && isRent(d.category as AdCategory);
  const input: AdInput = {
    title: d.title,
    description: d.description,
    category: d.category as AdCategory,
    priceType: d.priceType,
    priceCents: d.priceType === 'on_request' ? null : money('price'),
    ...(Object.fromEntries(AD_MONEY_FIELDS.map((field) => [field, money(draftKeyOf(field))])) as Pick<
      AdInput,
      MoneyField
    >),
    heatingIncluded: d.heatingIncluded,
    // Tenants pay no commission (§ 2 Abs. 1a WoVermittG): a rental sends none, whatever was typed for a sale before.
    commissionFree: rental || d.commissionFree,
    // An older sale's commission in words is sent until a number replaces it, so the form asks for the number rather
    // than dropping the words unseen.
    commission:
      rental || d.commissionFree || (buyerCommissionAsked(d) && d.buyerCommission.trim() !== '')
        ? null
        : d.commission.trim() || null,
    buyerCommissionPercent: number('buyerCommission'),
    sellerPaysSame: buyerCommissionAsked(d) && d.sellerPaysSame,
    propertyType: d.propertyType || null,
    condition: d.condition || null,
    heatingType: d.heatingType || null,
    street: d.street.trim() || null,
    showExactAddress: d.showExactAddress && d.street.trim() !== '',
    postalCode: d.postalCode,
    city: d.city,
    district: d.district.trim() || null,
    livingArea: number('livingArea'),
    rooms: number('rooms'),
    plotArea: number('plotArea'),
    floor: readFloor(d.floor),
    yearBuilt: number('yearBuilt'),
    availableFrom: d.availableFrom || null,
    features: d.features,
    // The efficiency class follows from the value (GEG table), so nobody has to look it up. A ticked box without a
    // usable value stays NaN, which the shared rules report on the field.
    energyCertificate: d.hasEnergyCertificate
      ? {
          type: d.energyType,
          kwhPerSqmYear: kwh ?? NaN,
          carrier: d.energyCarrier,
          efficiencyClass: efficiencyClassFor(kwh ?? 0),
          ...(d.energyIssuedOn && { issuedOn: d.energyIssuedOn }),
        }
      : null,
    rentControl:
      rental && d.rentControlException
        ? {
            exception: d.rentControlException,
            previousRentCents: d.rentControlException === 'previous_rent' ? money('previousRent') : null,
          }
        : null,
  };
  return { input, problems };
}

/** A stored ad as the form shows it: numbers written the way the current language writes them. */
export function adToDraft(ad: Ad, lang: NumberLanguage): AdDraft {
  const text = (value: number | null, kind: NumberKind) =>
    value === null ? '' : formatLocalizedNumber(value, lang, kind);
  const euros = (cents: number | null) => text(cents === null ? null : cents / 100, 'money');
  return {
    title: ad.title,
    description: ad.description,
    category: ad.category,
    priceType: ad.priceType,
    price: euros(ad.priceCents),
    ...eachAmount((field) => euros(ad[field])),
    heatingIncluded: ad.heatingIncluded,
    commissionFree: ad.commissionFree,
    commission: ad.commission ?? '',
    buyerCommission: text(ad.buyerCommissionPercent, 'area'),
    sellerPaysSame: ad.sellerPaysSame,
    propertyType: ad.propertyType ?? '',
    condition: ad.condition ?? '',
    heatingType: ad.heatingType ?? '',
    street: ad.street ?? '',
    showExactAddress: ad.showExactAddress,
    postalCode: ad.postalCode,
    city: ad.city,
    district: ad.district ?? '',
    livingArea: text(ad.livingArea, 'area'),
    rooms: text(ad.rooms, 'rooms'),
    plotArea: text(ad.plotArea, 'area'),
    floor: ad.floor === null ? '' : String(ad.floor),
    yearBuilt: text(ad.yearBuilt, 'whole'),
    availableFrom: ad.availableFrom ?? '',
    features: ad.features,
    hasEnergyCertificate: ad.energyCertificate !== null,
    energyType: ad.energyCertificate?.type ?? 'consumption',
    energyValue: text(ad.energyCertificate?.kwhPerSqmYear ?? null, 'area'),
    energyCarrier: ad.energyCertificate?.carrier ?? 'gas',
    energyIssuedOn: ad.energyCertificate?.issuedOn ?? '',
    rentControlException: ad.rentControl?.exception ?? '',
    previousRent: euros(ad.rentControl?.previousRentCents ?? null),
  };
}

/** The draft's numbers rewritten for another language (someone switched language mid-form). */
export function translateNumbers(d: AdDraft, from: NumberLanguage, to: NumberLanguage): AdDraft {
  const next = { ...d };
  for (const field of Object.keys(NUMBER_FIELDS) as NumberField[]) {
    const read = readNumber(d, field, from);
    if (!('reason' in read) && read.value !== null)
      next[field] = formatLocalizedNumber(read.value, to, NUMBER_FIELDS[field].kind);
  }
  return next;
}

/** Input kept across a reload laid over the form's start: only fields the form has, each of the kind it expects. */
export function restoreInput(base: AdDraft, fields: Record<string, unknown>): AdDraft {
  const restored: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(fields)) {
    if (!(key in EMPTY_DRAFT)) continue;
    const expected: unknown = EMPTY_DRAFT[key as keyof AdDraft];
    const fits = Array.isArray(expected)
      ? Array.isArray(value) && value.every((v) => typeof v === 'string')
      : typeof value === typeof expected;
    if (fits) restored[key] = value;
  }
  return restored as unknown as AdDraft;
}
