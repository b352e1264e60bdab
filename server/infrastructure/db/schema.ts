import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ALERT_FREQUENCIES } from '../../../src/domain/savedSearch';
import { REPORT_STATUSES, REPORT_SUBJECTS } from '../../../src/domain/report';
import { AD_CATEGORIES, AD_STATUSES, CONDITIONS, HEATING_TYPES, PRICE_TYPES, PROPERTY_TYPES, SELLER_TYPES } from '../../../src/domain/ad';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    lastname: text('lastname').notNull(),
    /** Stored lower-cased: unique case-insensitively (DESIGN.md §3). */
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    img: text('img'),
    role: text('role', { enum: ['ADMIN', 'USER'] }).notNull().default('USER'),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    activated: boolean('activated').notNull().default(false),
    blocked: boolean('blocked').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(0),
    language: text('language', { enum: ['de', 'en'] }).notNull().default('de'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_created_at_idx').on(t.createdAt)],
);

/**
 * A signed-in browser or app: the access token carries its id (jti), so logout and "end this session" revoke it on
 * the server. Only the user agent is kept to tell sessions apart, no IP address.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId, t.lastUsedAt)],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true, mode: 'date' }),
    /** Hash of the secret in the httpOnly cookie that binds a verified reset to one browser. */
    resetTokenHash: text('reset_token_hash'),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

export const packages = pgTable('packages', {
  id: text('id').primaryKey(),
  nameDe: text('name_de').notNull(),
  nameEn: text('name_en').notNull(),
  descriptionDe: text('description_de').notNull(),
  descriptionEn: text('description_en').notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  adCredits: integer('ad_credits').notNull(),
  durationDays: integer('duration_days').notNull(),
  featured: boolean('featured').notNull().default(false),
  maxImages: integer('max_images').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

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
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    energyCertificate: jsonb('energy_certificate').$type<Record<string, unknown> | null>(),
    status: text('status', { enum: AD_STATUSES }).notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    /** Chosen at publishing: how long the ad runs once it is live, and whether it is featured. */
    packageId: text('package_id').references(() => packages.id),
    durationDays: integer('duration_days'),
    featuredUntil: timestamp('featured_until', { withTimezone: true, mode: 'date' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
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
    index('ads_search_endings_idx').using('gin', t.searchEndings),
    index('ads_public_price_sqm_up_idx').on(t.status, sql`coalesce(${t.pricePerSqmCents}, 2147483647)`, t.id),
    index('ads_public_price_sqm_down_idx').on(t.status, sql`coalesce(${t.pricePerSqmCents}, -1) desc nulls last`, t.id.desc()),
    index('ads_public_area_up_idx').on(t.status, sql`coalesce(${t.livingArea}, 2147483647)`, t.id),
    index('ads_public_area_down_idx').on(t.status, sql`coalesce(${t.livingArea}, -1) desc nulls last`, t.id.desc()),
    // A plain btree, not cube/earthdistance: PGlite's cube breaks pg_trgm's GIN searches in the same database.
    index('ads_location_idx').on(t.latitude, t.longitude).where(sql`${t.latitude} is not null`),
  ],
);

/**
 * Every word (folded, four letters or more) that any ad has used in its title or description, kept by a trigger on ads
 * (migration 0006). A search with no exact match looks here for the word that was meant ("Dachtarrasse" →
 * dachterrasse): a trigram lookup among some ten thousand words instead of a million ads.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);

/**
 * Places for location search and geocoding: postal codes, cities and districts with coordinates. Filled from GeoNames
 * postal-code files (`npm run geo:import -- DE.txt`); demo data brings its own.
 */
export const places = pgTable(
  'places',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    name: text('name').notNull(),
    /** The city a district belongs to (the name itself for a city). */
    city: text('city').notNull(),
    state: text('state'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    nameFolded: text('name_folded').generatedAlwaysAs((): SQL => sql`inserat_fold(${places.name})`),
  },
  (t) => [
    uniqueIndex('places_unique').on(t.country, t.postalCode, t.name),
    index('places_postal_idx').on(sql`${t.postalCode} text_pattern_ops`),
    index('places_name_idx').on(sql`${t.nameFolded} text_pattern_ops`),
  ],
);

/** Answers of the HTTP geocoder, kept so each address is asked once (and the service's rate limit is respected). */
export const geocodeCache = pgTable('geocode_cache', {
  query: text('query').primaryKey(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  createdAt: createdAt(),
});

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
    createdAt: createdAt(),
  },
  (t) => [index('ad_images_ad_idx').on(t.adId, t.position)],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Set null when the account is deleted: the payment record is kept, anonymised (bookkeeping duty). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('EUR'),
    provider: text('provider', { enum: ['stripe', 'demo'] }).notNull(),
    providerRef: text('provider_ref'),
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'failed', 'refunded'] }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    invoiceNumber: text('invoice_number'),
    /** The buyer as invoiced, frozen at purchase: the invoice outlives the account (§ 147 AO, § 14b UStG). */
    billingName: text('billing_name').notNull().default(''),
    billingAddress: text('billing_address'),
    /** When the payment succeeded: the invoice date. */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_unique').on(t.provider, t.providerRef),
    uniqueIndex('payments_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('payments_invoice_unique').on(t.invoiceNumber),
    index('payments_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Append-only: + on a succeeded payment or a grant, − on publishing; the balance is the sum. */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: text('package_id')
      .notNull()
      .references(() => packages.id),
    amount: integer('amount').notNull(),
    reason: text('reason', { enum: ['purchase', 'grant', 'publish', 'refund', 'chargeback'] }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    adId: uuid('ad_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.packageId),
    // A payment credits once and is charged back once, however often its webhook arrives.
    uniqueIndex('credit_ledger_payment_reason_unique').on(t.paymentId, t.reason),
  ],
);

/** Stripe event ids already handled: a duplicated webhook is acknowledged and ignored. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  createdAt: createdAt(),
});

/**
 * The last invoice number given out per year. Taken in the transaction that records the payment's success, so a
 * rollback gives the number back: German invoices are numbered without gaps (INS-<year>-<number>).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** A person's Merkliste: the ads they keep, with the price when they kept it (the list shows a change). */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    savedPriceCents: integer('saved_price_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.adId] }),
    index('favorites_user_newest_idx').on(t.userId, t.createdAt.desc()),
    // Deleting an ad removes it from every Merkliste: found by this index, not by reading the whole table.
    index('favorites_ad_idx').on(t.adId),
  ],
);

/** A Suchauftrag: the list's filters, kept under a name, with how often new matches are mailed. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    /** The list's address for these filters (what the browser shows in /ads?…), to open the results as they were. */
    query: text('query').notNull().default(''),
    frequency: text('frequency', { enum: ALERT_FREQUENCIES }).notNull().default('daily'),
    createdAt: createdAt(),
    /** New matches are ads that went online after this; moved on by every alert run. */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When the person last opened the results: the "new since your last visit" count starts here. */
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('saved_searches_user_idx').on(t.userId, t.createdAt), index('saved_searches_due_idx').on(t.frequency, t.checkedAt)],
);

/** Which ads each saved search has mailed: an ad is never mailed twice for one search, however often a run repeats. */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.adId] }), index('saved_search_alerts_ad_idx').on(t.adId)],
);

/**
 * Nachrichten: one conversation per ad and person writing about it (the seeker). Either person's account may be
 * deleted (set null: the other side sees "gelöschter Nutzer"), and the ad may go (its title stays).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    /** The ad's title when the conversation began: still shown after the ad is deleted. */
    adTitle: text('ad_title').notNull(),
    seekerId: uuid('seeker_id').references(() => users.id, { onDelete: 'set null' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Until when each side has read it: later messages of the other side are unread. */
    seekerReadAt: timestamp('seeker_read_at', { withTimezone: true, mode: 'date' }),
    sellerReadAt: timestamp('seller_read_at', { withTimezone: true, mode: 'date' }),
    /** When each side was last mailed about unread messages (one mail per conversation and hour at most). */
    seekerNotifiedAt: timestamp('seeker_notified_at', { withTimezone: true, mode: 'date' }),
    sellerNotifiedAt: timestamp('seller_notified_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('conversations_ad_seeker_unique').on(t.adId, t.seekerId),
    index('conversations_seeker_idx').on(t.seekerId, t.lastMessageAt.desc()),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    index('conversations_recent_idx').on(t.lastMessageAt),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.createdAt), index('messages_sender_idx').on(t.senderId)],
);

/** Who blocked whom: neither may write to the other while it lasts. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** The moderators' queue: reported ads and conversations, open → in review → resolved, with a note. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subject: text('subject', { enum: REPORT_SUBJECTS }).notNull(),
    adId: uuid('ad_id').references(() => ads.id, { onDelete: 'set null' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt)],
);
