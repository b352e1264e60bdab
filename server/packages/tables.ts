import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';

/* The packages that sell ad credits. */

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
