import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    category: text('category').notNull(),
    priceCents: integer('price_cents'),
    priceType: text('price_type').notNull().default('fixed'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    district: text('district'),
    livingArea: numeric('living_area', { precision: 8, scale: 2, mode: 'number' }),
    rooms: numeric('rooms', { precision: 4, scale: 1, mode: 'number' }),
    plotArea: numeric('plot_area', { precision: 10, scale: 2, mode: 'number' }),
    floor: integer('floor'),
    yearBuilt: integer('year_built'),
    availableFrom: date('available_from', { mode: 'string' }),
    features: jsonb('features').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    energyCertificate: jsonb('energy_certificate').$type<Record<string, unknown> | null>(),
    status: text('status').notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    /** Chosen at publishing: how long the ad runs once it is live, and whether it is featured. */
    packageId: text('package_id').references(() => packages.id),
    durationDays: integer('duration_days'),
    featuredUntil: timestamp('featured_until', { withTimezone: true, mode: 'date' }),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector('search').generatedAlwaysAs(
      (): SQL =>
        sql`setweight(to_tsvector('german', coalesce(${ads.title}, '')), 'A') || setweight(to_tsvector('german', coalesce(${ads.city}, '') || ' ' || coalesce(${ads.district}, '') || ' ' || coalesce(${ads.postalCode}, '')), 'B') || setweight(to_tsvector('german', coalesce(${ads.description}, '')), 'C')`,
    ),
  },
  (t) => [
    index('ads_search_idx').using('gin', t.search),
    index('ads_owner_idx').on(t.ownerId, t.updatedAt),
    // Orders the public list walks; the search query names exactly these orders (including NULLS LAST).
    index('ads_public_newest_idx').on(t.status, t.publishedAt.desc(), t.id.desc()),
    index('ads_public_price_up_idx').on(t.status, sql`coalesce(${t.priceCents}, 2147483647)`, t.id),
    index('ads_public_price_down_idx').on(t.status, sql`coalesce(${t.priceCents}, -1) desc nulls last`, t.id.desc()),
    index('ads_city_idx').on(sql`lower(${t.city})`),
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

/** Gapless-enough invoice numbers per installation: INS-<year>-<number>. */
export const invoiceSequence = pgSequence('invoice_seq', { startWith: 1, increment: 1 });
