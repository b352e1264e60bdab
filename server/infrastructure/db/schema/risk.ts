import { bigint, boolean, index, integer, jsonb, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RiskSignal } from '../../../../src/domain/risk';
import { createdAt } from './columns';
import { adImages, ads } from './ads';
import { users } from './users';

/* What the risk assessment knows (server/application/risk): fingerprints of every photo and description, and its
 * verdict on each ad it looked at. */

/**
 * 64-bit perceptual hashes (a photo's dHash, a description's SimHash) of every owner's content, split into four 16-bit
 * bands: two hashes at most 3 bits apart share a band (pigeonhole), so looking one up reads four small index ranges
 * instead of every row — the index stays fast at a million photos.
 */
export const contentFingerprints = pgTable(
  'content_fingerprints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['photo', 'text'] }).notNull(),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    /** The photo's row, for a photo: removing the photo removes its fingerprint. */
    imageId: uuid('image_id').references(() => adImages.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_fingerprints_band0_idx').on(t.kind, t.band0),
    index('content_fingerprints_band1_idx').on(t.kind, t.band1),
    index('content_fingerprints_band2_idx').on(t.kind, t.band2),
    index('content_fingerprints_band3_idx').on(t.kind, t.band3),
    index('content_fingerprints_ad_idx').on(t.adId),
  ],
);

/** What QR codes in an ad's photos say: read at upload, gone with the photo. */
export const photoTexts = pgTable(
  'photo_texts',
  {
    imageId: uuid('image_id')
      .primaryKey()
      .references(() => adImages.id, { onDelete: 'cascade' }),
    adId: uuid('ad_id')
      .notNull()
      .references(() => ads.id, { onDelete: 'cascade' }),
    texts: jsonb('texts').$type<string[]>().notNull(),
  },
  (t) => [index('photo_texts_ad_idx').on(t.adId)],
);

/** The assessment of an ad at its last publishing or reviewed edit: its signals, score and whether it was held. */
export const adRiskAssessments = pgTable('ad_risk_assessments', {
  adId: uuid('ad_id')
    .primaryKey()
    .references(() => ads.id, { onDelete: 'cascade' }),
  signals: jsonb('signals').$type<RiskSignal[]>().notNull(),
  score: real('score').notNull(),
  held: boolean('held').notNull(),
  assessedAt: timestamp('assessed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
