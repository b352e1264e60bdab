ALTER TABLE "users" ADD COLUMN "account_kind" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trader" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trader_certified_at" timestamp with time zone;--> statement-breakpoint
-- Who offered an ad as commercial is a trader: the account says so from now on (and must give its details before it
-- publishes again); each ad then says what its owner's account says.
UPDATE "users" SET "account_kind" = 'commercial'
  WHERE "id" IN (SELECT "owner_id" FROM "ads" WHERE "seller_type" = 'commercial');--> statement-breakpoint
UPDATE "ads" SET "seller_type" = "users"."account_kind" FROM "users"
  WHERE "ads"."owner_id" = "users"."id" AND "ads"."seller_type" IS DISTINCT FROM "users"."account_kind";
