import { Type } from 'typebox';
import {
  AD_CATEGORIES,
  AD_FEATURES,
  AD_STATUSES,
  CONDITIONS,
  HEATING_TYPES,
  PROPERTY_TYPES,
  SELLER_TYPES,
  ENERGY_CARRIERS,
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_CLASSES,
  PRICE_TYPES,
} from '../../../src/domain/ad';
import { AD_LIMITS } from '../../../src/domain/adValidation';
import { Envelope, Nullable, StringEnum } from './common';

/** Bounds copied from the domain (AD_LIMITS), so nothing outside what the columns hold reaches the database. */
const L = AD_LIMITS;

export const EnergyCertificateSchema = Nullable(
  Type.Object(
    {
      type: StringEnum(ENERGY_CERTIFICATE_TYPES),
      kwhPerSqmYear: Type.Number({ minimum: 0, maximum: L.kwhMax }),
      carrier: StringEnum(ENERGY_CARRIERS),
      efficiencyClass: StringEnum(ENERGY_CLASSES),
    },
    { additionalProperties: false },
  ),
);

export const AdImageSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  position: Type.Integer(),
  widths: Type.Array(Type.Integer()),
});

export const AdSchema = Type.Object({
  id: Type.String(),
  ownerId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  category: StringEnum(AD_CATEGORIES),
  priceCents: Nullable(Type.Integer()),
  priceType: StringEnum(PRICE_TYPES),
  serviceChargeCents: Nullable(Type.Integer()),
  heatingCostCents: Nullable(Type.Integer()),
  heatingIncluded: Type.Boolean(),
  depositCents: Nullable(Type.Integer()),
  hoaFeeCents: Nullable(Type.Integer()),
  commissionFree: Type.Boolean(),
  commission: Nullable(Type.String()),
  parkingPriceCents: Nullable(Type.Integer()),
  propertyType: Nullable(StringEnum(PROPERTY_TYPES)),
  condition: Nullable(StringEnum(CONDITIONS)),
  heatingType: Nullable(StringEnum(HEATING_TYPES)),
  sellerType: StringEnum(SELLER_TYPES),
  street: Nullable(Type.String()),
  showExactAddress: Type.Boolean(),
  postalCode: Type.String(),
  city: Type.String(),
  district: Nullable(Type.String()),
  location: Nullable(Type.Object({ lat: Type.Number(), lon: Type.Number(), exact: Type.Boolean() })),
  warmRentCents: Nullable(Type.Integer()),
  pricePerSqmCents: Nullable(Type.Integer()),
  livingArea: Nullable(Type.Number()),
  rooms: Nullable(Type.Number()),
  plotArea: Nullable(Type.Number()),
  floor: Nullable(Type.Integer()),
  yearBuilt: Nullable(Type.Integer()),
  availableFrom: Nullable(Type.String()),
  features: Type.Array(Type.String()),
  energyCertificate: EnergyCertificateSchema,
  images: Type.Array(AdImageSchema),
  status: StringEnum(AD_STATUSES),
  rejectionReason: Nullable(Type.String()),
  /** The package it was published with (its runtime and photo limit); null before publishing. */
  packageId: Nullable(Type.String()),
  featuredUntil: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
  expiresAt: Nullable(Type.String()),
  pausedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

const adInputFields = Type.Object({
  title: Type.String({ maxLength: 1000 }),
  description: Type.String({ maxLength: 20000 }),
  category: Type.String({ maxLength: 40 }),
  priceCents: Nullable(Type.Integer({ minimum: 0, maximum: L.priceMaxCents })),
  priceType: Type.String({ maxLength: 40 }),
  serviceChargeCents: Nullable(Type.Integer({ minimum: 0, maximum: L.priceMaxCents })),
  heatingCostCents: Nullable(Type.Integer({ minimum: 0, maximum: L.priceMaxCents })),
  heatingIncluded: Type.Boolean(),
  depositCents: Nullable(Type.Integer({ minimum: 0, maximum: L.priceMaxCents })),
  hoaFeeCents: Nullable(Type.Integer({ minimum: 0, maximum: L.priceMaxCents })),
  commissionFree: Type.Boolean(),
  commission: Nullable(Type.String({ maxLength: 200 })),
  parkingPriceCents: Nullable(Type.Integer({ minimum: 0, maximum: L.priceMaxCents })),
  propertyType: Nullable(Type.String({ maxLength: 40 })),
  condition: Nullable(Type.String({ maxLength: 40 })),
  heatingType: Nullable(Type.String({ maxLength: 40 })),
  sellerType: Type.String({ maxLength: 20 }),
  street: Nullable(Type.String({ maxLength: 400 })),
  showExactAddress: Type.Boolean(),
  postalCode: Type.String({ maxLength: 20 }),
  city: Type.String({ maxLength: 200 }),
  district: Nullable(Type.String({ maxLength: 200 })),
  livingArea: Nullable(Type.Number({ minimum: L.livingAreaMin, maximum: L.livingAreaMax })),
  rooms: Nullable(Type.Number({ minimum: L.roomsMin, maximum: L.roomsMax })),
  plotArea: Nullable(Type.Number({ minimum: L.plotAreaMin, maximum: L.plotAreaMax })),
  floor: Nullable(Type.Integer({ minimum: L.floorMin, maximum: L.floorMax })),
  // The exact upper year depends on today; validateAd checks it. The schema only keeps the column safe.
  yearBuilt: Nullable(Type.Integer({ minimum: L.yearBuiltMin, maximum: L.dateYearMax })),
  availableFrom: Nullable(Type.String({ maxLength: 10 })),
  features: Type.Array(StringEnum(AD_FEATURES), { maxItems: 50 }),
  energyCertificate: EnergyCertificateSchema,
});

/**
 * Ad input: every field optional at this level, because the shared domain rules (validateAd) say which are
 * required, with a message per field; the schema only fixes types and refuses unknown fields.
 */
export const AdInputSchema = Type.Object(Type.Partial(adInputFields).properties, { additionalProperties: false });

export const AdPatchSchema = Type.Object(
  { ...Type.Partial(adInputFields).properties, status: Type.Optional(Type.Literal('archived')) },
  { additionalProperties: false },
);

const AdDayFiguresSchema = Type.Object({
  day: Type.String({ format: 'date' }),
  views: Type.Integer(),
  saves: Type.Integer(),
  contacts: Type.Integer(),
});
export const AdStatsSchema = Type.Object({
  days: Type.Array(AdDayFiguresSchema),
  totals: Type.Object({ views: Type.Integer(), saves: Type.Integer(), contacts: Type.Integer() }),
});

/** The answer of every route that sends one ad back (the owner's or a moderator's view). */
export const AdAnswer = { 200: Envelope(AdSchema) };
