import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  primaryKey,
} from 'drizzle-orm/pg-core';
import {
  AD_CATEGORIES,
  AD_STATUSES,
  CONDITIONS,
  HEATING_TYPES,
  PRICE_TYPES,
  PROPERTY_TYPES,
  SELLER_TYPES,
  type AdFeature,
  type EnergyCertificate,
} from '../../src/domain/ad';
import type { RentControlStatement } from '../../src/domain/rentControl';
import { tsvector, createdAt, updatedAt } from '../platform/tables';
import { users } from '../accounts/tables';
import { packages } from '../packages/tables';

/* Ads and their photos. */

export const ads = pgTable(
  'ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: AD_CATEGORIES }).notNull(),
    priceCents: integer('price_cents'),
    priceType: text('price_type', { enum: PRICE_TYPES }).notNull().default('fixed'),
    serviceChargeCents: integer('service_charge_cents'),
    heatingCostCents: integer('heating_cost_cents'),
    heatingIncluded: boolean('heating_included').notNull().default(false),
    depositCents: integer('deposit_cents'),
    hoaFeeCents: integer('hoa_fee_cents'),
    commissionFree: boolean('commission_free').notNull().default(false),
    commission: text('commission'),
    /** § 656c BGB: a flat's or single-family house's buyer's share in per cent incl. VAT; the seller pays the same. */
    buyerCommissionPercent: numeric('buyer_commission_percent', { precision: 4, scale: 2, mode: 'number' }),
    sellerPaysSame: boolean('seller_pays_same').notNull().default(false),
    parkingPriceCents: integer('parking_price_cents'),
    propertyType: text('property_type', { enum: PROPERTY_TYPES }),
    condition: text('condition', { enum: CONDITIONS }),
    heatingType: text('heating_type', { enum: HEATING_TYPES }),
    sellerType: text('seller_type', { enum: SELLER_TYPES }).notNull().default('private'),
    /** Never shown to visitors unless showExactAddress. */
    street: text('street'),
    showExactAddress: boolean('show_exact_address').notNull().default(false),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    district: text('district'),
    /** Rounded to about 200 m, unless the owner shows the exact address. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    livingArea: numeric('living_area', { precision: 8, scale: 2, mode: 'number' }),
    rooms: numeric('rooms', { precision: 4, scale: 1, mode: 'number' }),
    plotArea: numeric('plot_area', { precision: 10, scale: 2, mode: 'number' }),
    floor: integer('floor'),
    yearBuilt: integer('year_built'),
    availableFrom: date('available_from', { mode: 'string' }),
    features: jsonb('features')
      .$type<AdFeature[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    energyCertificate: jsonb('energy_certificate').$type<EnergyCertificate | null>(),
    /** Mietpreisbremse: the exception a rent ad in a covered municipality relies on, or none (issue 71). */
    rentControl: jsonb('rent_control').$type<RentControlStatement | null>(),
    status: text('status', { enum: AD_STATUSES }).notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    /** Chosen at publishing: how long the ad runs once it is live, and whether it is featured. */
    packageId: text('package_id').references(() => packages.id),
    durationDays: integer('duration_days'),
    featuredUntil: timestamp('featured_until', { withTimezone: true, mode: 'date' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** Set while the owner has paused the ad: the runtime from here to expiresAt is what is left when it goes live again. */
    pausedAt: timestamp('paused_at', { withTimezone: true, mode: 'date' }),
    /** When the owner was mailed that the ad runs out soon; a later end (resumed, extended) arms the reminder again. */
    expiryRemindedAt: timestamp('expiry_reminded_at', { withTimezone: true, mode: 'date' }),
    /**
     * The latest price cut while the ad was online and the price before it (issue 71); kept by the database's trigger
     * on every change of the price (migration 0041), cleared when the price is back at or above the earlier one.
     */
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true, mode: 'date' }),
    priceBeforeCents: integer('price_before_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Folded text (München = Muenchen), German stems; the title weighs most, then place and features, then the text.
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('german', inserat_fold(coalesce(${ads.title}, ''))), 'A') || setweight(to_tsvector('german', inserat_fold(coalesce(${ads.city}, '') || ' ' || coalesce(${ads.district}, '') || ' ' || coalesce(${ads.postalCode}, '') || ' ' || inserat_feature_words(${ads.features}))), 'B') || setweight(to_tsvector('german', inserat_fold(coalesce(${ads.description}, ''))), 'C')`,
    ),
    /** Title and description with every word reversed: a compound's ending is a prefix here ("Rheinblick"). */
    searchEndings: tsvector('search_endings').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('simple', inserat_reverse_words(inserat_fold(coalesce(${ads.title}, '')))), 'A') || setweight(to_tsvector('simple', inserat_reverse_words(inserat_fold(coalesce(${ads.description}, '')))), 'C')`,
    ),
    pricePerSqmCents: integer('price_per_sqm_cents').generatedAlwaysAs(
      (): SQL => sql`CASE WHEN ${ads.livingArea} > 0 THEN round(${ads.priceCents} / ${ads.livingArea})::integer END`,
    ),
  },
  (t) => [
    index('ads_search_idx').using('gin', t.search),
    index('ads_owner_idx').on(t.ownerId, t.updatedAt),
    // Orders the public list walks; the search query names exactly these orders (including NULLS LAST).
    index('ads_public_newest_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('ads_public_price_up_idx').on(t.status, sql`coalesce(${t.priceCents}, 2147483647)`, t.id),
    index('ads_public_price_down_idx').on(t.status, sql`coalesce(${t.priceCents}, -1) desc nulls last`, t.id.desc()),
    index('ads_city_fold_idx').on(sql`inserat_fold(${t.city}) text_pattern_ops`),
    // A district the places table knows ("Prenzlauer Berg") is searched by its start, as cities are.
    index('ads_district_fold_idx').on(sql`inserat_fold(${t.district}) text_pattern_ops`),
    // The public ads of a known city with what a query's words usually say (kind, rooms, price): a city's ads lie on
    // as many heap pages as there are ads, so the filters are judged in the index and only the matches are read.
    index('ads_public_city_idx')
      .on(sql`inserat_fold(${t.city}) text_pattern_ops`, t.category, t.rooms, t.priceCents)
      .where(sql`${t.status} = 'active'`),
    // … and with its type and area ("Dachgeschoss München ab 60 m²"): the typed ads come from here, the untyped ones
    // that say the type from the text indexes, OR-ed as bitmaps.
    index('ads_public_city_type_idx')
      .on(sql`inserat_fold(${t.city}) text_pattern_ops`, t.propertyType, t.livingArea)
      .where(sql`${t.status} = 'active'`),
    index('ads_search_endings_idx').using('gin', t.searchEndings),
    index('ads_public_price_sqm_up_idx').on(t.status, sql`coalesce(${t.pricePerSqmCents}, 2147483647)`, t.id),
    index('ads_public_price_sqm_down_idx').on(
      t.status,
      sql`coalesce(${t.pricePerSqmCents}, -1) desc nulls last`,
      t.id.desc(),
    ),
    // "Recently reduced" first; ads never reduced after them, as the newest-first list would have them.
    index('ads_public_reduced_idx').on(
      t.status,
      sql`coalesce(${t.priceReducedAt}, 'epoch'::timestamptz) desc`,
      t.id.desc(),
    ),
    index('ads_public_area_up_idx').on(t.status, sql`coalesce(${t.livingArea}, 2147483647)`, t.id),
    index('ads_public_area_down_idx').on(t.status, sql`coalesce(${t.livingArea}, -1) desc nulls last`, t.id.desc()),
    // A plain btree, not cube/earthdistance: PGlite's cube breaks pg_trgm's GIN searches in the same database.
    index('ads_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.latitude} is not null`),
    // The public ads of one cell of the map's fine grid (ad_map_cells, 90° / 2¹⁰): counted again when one is written,
    // and read exactly along the edges of a map's box (AdMapDrizzle).
    index('ads_map_cell_idx')
      .on(sql`(floor(${t.latitude} / 0.087890625)::integer)`, sql`(floor(${t.longitude} / 0.087890625)::integer)`)
      .where(sql`${t.status} = 'active' and ${t.latitude} is not null and ${t.longitude} is not null`),
    // Live ads that ran out and wait for the expiry job: the job finds them, and the map takes them off its counts.
    index('ads_active_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const adImages = pgTable(
  'ad_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // Images uploaded before the 828 size have three sizes; new ones IMAGE_WIDTHS.
    widths: integer('widths')
      .array()
      .notNull()
      .default(sql`'{320,640,1280}'::integer[]`),
    createdAt: createdAt(),
  },
  (t) => [index('ad_images_ad_idx').on(t.adId, t.position)],
);

/**
 * How often an ad was seen, saved to a Merkliste and contacted, per day (German time). Counted as numbers only: no
 * cookie, no IP address, nothing about who looked. The rows go with the ad.
 */
export const adDailyStats = pgTable(
  'ad_daily_stats',
  {
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    saves: integer('saves').notNull().default(0),
    contacts: integer('contacts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adId, t.day] })],
);

/**
 * Every change of an ad's price, warm rent (rentals: rent, service charge and heating together) and status, as the
 * database's trigger on ads records it (migration 0041), whichever path wrote the change (issue 71).
 */
export const adHistory = pgTable(
  'ad_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull(),
    field: text('field', { enum: ['price', 'warm_rent', 'status'] }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
  },
  (t) => [index('ad_history_ad_idx').on(t.adId, t.changedAt)],
);
