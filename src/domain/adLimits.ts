/**
 * The one source of every bound on an ad: the form checks them, the HTTP schemas copy them, and the database
 * columns are sized to hold them (a test compares the column types with these numbers).
 */
export const AD_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMin: 20,
  descriptionMax: 5000,
  /** 20 million euros, in cents: below 2^31, the integer column's limit. */
  priceMaxCents: 2_000_000_000,
  livingAreaMin: 1,
  /** m²; numeric(8,2) holds up to 999,999.99. */
  livingAreaMax: 100_000,
  plotAreaMin: 1,
  /** m² (1,000 ha); numeric(10,2) holds up to 99,999,999.99. */
  plotAreaMax: 10_000_000,
  roomsMin: 0.5,
  roomsMax: 100,
  floorMin: -5,
  floorMax: 200,
  yearBuiltMin: 1500,
  /** Years after the current one (new builds are sold before they are finished). */
  yearBuiltAhead: 5,
  kwhMax: 1000,
  /** A date an ad can name: PostgreSQL's date type has no year 0, and nobody moves in before 1900 or after 2199. */
  dateYearMin: 1900,
  dateYearMax: 2199,
  reasonMax: 500,
  commissionMax: 60,
  /** A buyer's commission in per cent including VAT (the usual shares are 2.38–3.57 %). */
  buyerCommissionMaxPercent: 10,
  streetMax: 120,
} as const;
