import {
  AD_CATEGORIES,
  AD_FEATURES,
  ENERGY_CARRIERS,
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_CLASSES,
  PRICE_TYPES,
  type Ad,
  type EnergyCertificate,
} from './ad';
import type { FieldError } from './errors';

/** The fields an owner fills in on the ad form; everything else on an ad is set by the marketplace. */
export const AD_INPUT_FIELDS = [
  'title',
  'description',
  'category',
  'priceCents',
  'priceType',
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
] as const;
export type AdInputField = (typeof AD_INPUT_FIELDS)[number];

/** What an owner types into the ad form; the server and the client form check it with the same rules. */
export type AdInput = Pick<Ad, AdInputField>;

export const AD_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMin: 20,
  descriptionMax: 5000,
  priceMaxCents: 2_000_000_000,
  areaMax: 1_000_000,
  roomsMax: 100,
  reasonMax: 500,
} as const;

type Check = FieldError | null;

function text(value: unknown, field: string, min: number, max: number, required = true): Check {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return required ? { field, code: 'required', message: `${field} is required` } : null;
  }
  if (typeof value !== 'string') return { field, code: 'invalid', message: `${field} must be text` };
  const length = value.trim().length;
  if (length < min) return { field, code: 'too_short', message: `${field} must have at least ${min} characters` };
  if (length > max) return { field, code: 'too_long', message: `${field} must have at most ${max} characters` };
  return null;
}

function number(value: unknown, field: string, min: number, max: number, options: { integer?: boolean; step?: number } = {}): Check {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return { field, code: 'invalid', message: `${field} must be a number` };
  if (options.integer && !Number.isInteger(value)) return { field, code: 'invalid', message: `${field} must be a whole number` };
  if (options.step && Math.abs(value / options.step - Math.round(value / options.step)) > 1e-9) {
    return { field, code: 'invalid', message: `${field} must be a multiple of ${options.step}` };
  }
  if (value < min || value > max) return { field, code: 'invalid', message: `${field} must be between ${min} and ${max}` };
  return null;
}

function oneOf(value: unknown, field: string, allowed: readonly string[]): Check {
  if (value === null || value === undefined || value === '') return { field, code: 'required', message: `${field} is required` };
  return typeof value === 'string' && allowed.includes(value) ? null : { field, code: 'invalid', message: `${field} must be one of ${allowed.join(', ')}` };
}

export function validateAd(input: Partial<Record<keyof AdInput, unknown>>, now = new Date()): FieldError[] {
  const checks: Check[] = [
    text(input.title, 'title', AD_LIMITS.titleMin, AD_LIMITS.titleMax),
    text(input.description, 'description', AD_LIMITS.descriptionMin, AD_LIMITS.descriptionMax),
    oneOf(input.category, 'category', AD_CATEGORIES),
    oneOf(input.priceType, 'priceType', PRICE_TYPES),
    input.priceType !== 'on_request' && (input.priceCents === null || input.priceCents === undefined)
      ? { field: 'priceCents', code: 'required', message: 'A price is required unless it is on request' }
      : number(input.priceCents, 'priceCents', 0, AD_LIMITS.priceMaxCents, { integer: true }),
    typeof input.postalCode === 'string' && /^\d{4,5}$/.test(input.postalCode.trim())
      ? null
      : { field: 'postalCode', code: input.postalCode ? 'invalid' : 'required', message: 'Postal code must have 4 or 5 digits' },
    text(input.city, 'city', 1, 80),
    text(input.district, 'district', 1, 80, false),
    number(input.livingArea, 'livingArea', 1, AD_LIMITS.areaMax),
    number(input.rooms, 'rooms', 0.5, AD_LIMITS.roomsMax, { step: 0.5 }),
    number(input.plotArea, 'plotArea', 1, AD_LIMITS.areaMax),
    number(input.floor, 'floor', -5, 200, { integer: true }),
    number(input.yearBuilt, 'yearBuilt', 1500, now.getFullYear() + 5, { integer: true }),
    input.availableFrom === null || input.availableFrom === undefined || input.availableFrom === ''
      ? null
      : typeof input.availableFrom === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(input.availableFrom) && !Number.isNaN(Date.parse(input.availableFrom))
        ? null
        : { field: 'availableFrom', code: 'invalid', message: 'availableFrom must be a date (YYYY-MM-DD)' },
    Array.isArray(input.features ?? []) && ((input.features ?? []) as unknown[]).every((f) => (AD_FEATURES as readonly unknown[]).includes(f))
      ? null
      : { field: 'features', code: 'invalid', message: `features must be taken from ${AD_FEATURES.join(', ')}` },
    ...validateEnergyCertificate(input.energyCertificate),
  ];
  return checks.filter((c): c is FieldError => c !== null);
}

function validateEnergyCertificate(value: unknown): Check[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object') return [{ field: 'energyCertificate', code: 'invalid', message: 'energyCertificate must be an object' }];
  const e = value as Partial<Record<keyof EnergyCertificate, unknown>>;
  return [
    oneOf(e.type, 'energyCertificate.type', ENERGY_CERTIFICATE_TYPES),
    e.kwhPerSqmYear === undefined || e.kwhPerSqmYear === null
      ? { field: 'energyCertificate.kwhPerSqmYear', code: 'required', message: 'Energy value is required' }
      : number(e.kwhPerSqmYear, 'energyCertificate.kwhPerSqmYear', 0, 1000),
    oneOf(e.carrier, 'energyCertificate.carrier', ENERGY_CARRIERS),
    oneOf(e.efficiencyClass, 'energyCertificate.efficiencyClass', ENERGY_CLASSES),
  ];
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
