CREATE TABLE "geocode_cache" (
	"query" text PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"postal_code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"name_folded" text GENERATED ALWAYS AS (inserat_fold("places"."name")) STORED
);
--> statement-breakpoint
DROP INDEX "ads_city_idx";--> statement-breakpoint
ALTER TABLE "ads" drop column "search";--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', inserat_fold(coalesce("ads"."title", ''))), 'A') || setweight(to_tsvector('german', inserat_fold(coalesce("ads"."city", '') || ' ' || coalesce("ads"."district", '') || ' ' || coalesce("ads"."postal_code", '') || ' ' || inserat_feature_words("ads"."features"))), 'B') || setweight(to_tsvector('german', inserat_fold(coalesce("ads"."description", ''))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "service_charge_cents" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "heating_cost_cents" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "heating_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "deposit_cents" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "hoa_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "commission_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "commission" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "parking_price_cents" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "property_type" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "condition" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "heating_type" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "seller_type" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "show_exact_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_endings" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', inserat_reverse_words(inserat_fold(coalesce("ads"."title", '')))), 'A') || setweight(to_tsvector('simple', inserat_reverse_words(inserat_fold(coalesce("ads"."description", '')))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "search_title" text GENERATED ALWAYS AS (inserat_fold(coalesce("ads"."title", '') || ' ' || coalesce("ads"."district", '') || ' ' || coalesce("ads"."city", ''))) STORED;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "price_per_sqm_cents" integer GENERATED ALWAYS AS (CASE WHEN "ads"."living_area" > 0 THEN round("ads"."price_cents" / "ads"."living_area")::integer END) STORED;--> statement-breakpoint
CREATE UNIQUE INDEX "places_unique" ON "places" USING btree ("country","postal_code","name");--> statement-breakpoint
CREATE INDEX "places_postal_idx" ON "places" USING btree ("postal_code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "places_name_idx" ON "places" USING btree ("name_folded" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ads_city_fold_idx" ON "ads" USING btree (inserat_fold("city") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "ads_search_title_trgm_idx" ON "ads" USING gin ("search_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ads_search_endings_idx" ON "ads" USING gin ("search_endings");--> statement-breakpoint
CREATE INDEX "ads_public_price_sqm_up_idx" ON "ads" USING btree ("status",coalesce("price_per_sqm_cents", 2147483647),"id");--> statement-breakpoint
CREATE INDEX "ads_public_price_sqm_down_idx" ON "ads" USING btree ("status",coalesce("price_per_sqm_cents", -1) desc nulls last,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_public_area_up_idx" ON "ads" USING btree ("status",coalesce("living_area", 2147483647),"id");--> statement-breakpoint
CREATE INDEX "ads_public_area_down_idx" ON "ads" USING btree ("status",coalesce("living_area", -1) desc nulls last,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_location_idx" ON "ads" USING btree ("latitude","longitude") WHERE "ads"."latitude" is not null;--> statement-breakpoint
-- Re-adding the search column dropped its index.
CREATE INDEX "ads_search_idx" ON "ads" USING gin ("search");
