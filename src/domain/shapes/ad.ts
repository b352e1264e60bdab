import { Type, type Static } from 'typebox';
import {
  AD_CATEGORIES,
  AD_FEATURES,
  AD_STATUSES,
  ENERGY_CARRIERS,
  ENERGY_CERTIFICATE_TYPES,
  ENERGY_CLASSES,
  PRICE_TYPES,
  RENT_CONTROL_EXCEPTIONS,
  SELLER_TYPES,
} from '../adValues';
import { CONDITIONS, HEATING_TYPES, PROPERTY_TYPES } from '../propertyKinds';
import { AD_LIMITS as L } from '../adLimits';
import { Nullable, StringEnum } from './schema';

/*
 * The ad as the API sends and takes it, declared once: these schemas validate requests and answers on the server
 * and document them (OpenAPI), and their `Static` types are the `Ad` the client and the server's views use. Bounds
 * come from AD_LIMITS, so the schema and validateAd cannot disagree. The client imports the types only (lint).
 */

/** GEG §87: what an ad must state about the energy certificate. */
export const EnergyCertificateSchema = Type.Object(
  {
    type: StringEnum(ENERGY_CERTIFICATE_TYPES),
    kwhPerSqmYear: Type.Number({ minimum: 0, maximum: L.kwhMax }),
    carrier: StringEnum(ENERGY_CARRIERS),
    efficiencyClass: StringEnum(ENERGY_CLASSES),
    /** The date of issue: a certificate is valid ten years from it (GEG § 79 (4)). Ads written before it was asked lack it. */
    issuedOn: Type.Optional(Type.String({ format: 'date' })),
  },
  { additionalProperties: false },
);
export type EnergyCertificate = Static<typeof EnergyCertificateSchema>;

/** Mietpreisbremse (§§ 556d–g BGB): the exception a rent ad in a covered municipality relies on, or none. */
export const RentControlSchema = Type.Object(
  {
    exception: StringEnum(RENT_CONTROL_EXCEPTIONS),
    /** With 'previous_rent' (§ 556e Abs. 1 BGB): the previous tenant's net rent per month, in cents. */
    previousRentCents: Nullable(Type.Integer({ minimum: 1, maximum: L.priceMaxCents })),
  },
  { additionalProperties: false },
);

export const AdImageSchema = Type.Object({
  id: Type.String(),
  /** Base URL; sizes are `${url}-{width}.webp`. */
  url: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  position: Type.Integer(),
  /** The sizes stored for this image (images uploaded before a size was added lack it). */
  widths: Type.Array(Type.Integer()),
});
export type AdImage = Static<typeof AdImageSchema>;

/** Where an ad is shown on a map: approximate (about 200 m) unless the owner chose to show the exact address. */
export const AdLocationSchema = Type.Object({ lat: Type.Number(), lon: Type.Number(), exact: Type.Boolean() });
export type AdLocation = Static<typeof AdLocationSchema>;

const money = () => Nullable(Type.Integer({ minimum: 0, maximum: L.priceMaxCents }));

/** What the owner writes (AD_INPUT_FIELDS), with the bounds of the columns that keep it. */
export const adInputProperties = {
  title: Type.String({ maxLength: 1000 }),
  description: Type.String({ maxLength: 20000 }),
  category: StringEnum(AD_CATEGORIES),
  /** Kaltmiete (rent) or Kaufpreis (sale), in cents. */
  priceCents: money(),
  priceType: StringEnum(PRICE_TYPES),
  /** Rent: Nebenkosten and Heizkosten per month (Heizkosten null when included in the Nebenkosten). */
  serviceChargeCents: money(),
  heatingCostCents: money(),
  heatingIncluded: Type.Boolean(),
  /** Kaution. */
  depositCents: money(),
  /** Sale: Hausgeld per month. */
  hoaFeeCents: money(),
  commissionFree: Type.Boolean(),
  /** The commission as the seller states it ("3,57 % inkl. MwSt."); none when commission-free. */
  commission: Nullable(Type.String({ maxLength: 200 })),
  /**
   * A flat's or single-family house's sale (§ 656c BGB): the buyer's share in per cent including VAT, stated as a
   * number; the commission's text then follows from it.
   */
  buyerCommissionPercent: Nullable(Type.Number({ minimum: 0, maximum: L.buyerCommissionMaxPercent })),
  /** § 656c BGB: the seller pays the same share as the buyer (asked with a buyer's share above 0). */
  sellerPaysSame: Type.Boolean(),
  parkingPriceCents: money(),
  propertyType: Nullable(StringEnum(PROPERTY_TYPES)),
  condition: Nullable(StringEnum(CONDITIONS)),
  heatingType: Nullable(StringEnum(HEATING_TYPES)),
  /** Shown only when the owner chose to show the exact address. */
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
  energyCertificate: Nullable(EnergyCertificateSchema),
  /** Asked of a rent ad where a Mietpreisbremse applies (rentControlArea); cleared everywhere else. */
  rentControl: Nullable(RentControlSchema),
};

export const AdSchema = Type.Object({
  id: Type.String(),
  ownerId: Type.String(),
  ...adInputProperties,
  /** Who offers it: what the owner's account is (PUT /api/user/seller), never a choice per ad. */
  sellerType: StringEnum(SELLER_TYPES),
  location: Nullable(AdLocationSchema),
  /** Derived: Kaltmiete + Nebenkosten + Heizkosten (rent only, when the costs are stated). */
  warmRentCents: Nullable(Type.Integer()),
  /** Derived: price per m² of living area, in cents. */
  pricePerSqmCents: Nullable(Type.Integer()),
  images: Type.Array(AdImageSchema),
  status: StringEnum(AD_STATUSES),
  rejectionReason: Nullable(Type.String()),
  /** The package it was published with (its runtime and photo limit); null before publishing. */
  packageId: Nullable(Type.String()),
  featuredUntil: Nullable(Type.String()),
  publishedAt: Nullable(Type.String()),
  /** The latest price cut while the ad was online, and the price before it; null when the price is not below it. */
  priceReduction: Nullable(Type.Object({ at: Type.String(), beforeCents: Type.Integer() })),
  expiresAt: Nullable(Type.String()),
  /** While paused: when; the runtime left is expiresAt − pausedAt. */
  pausedAt: Nullable(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Ad = Static<typeof AdSchema>;
