-- The embedded gazetteer (issue 70): which version is loaded; a place found by its city and by its name typed one letter off.
CREATE TABLE "gazetteer_loads" (
	"version" text PRIMARY KEY NOT NULL,
	"places" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "places_city_idx" ON "places" USING btree ("city");--> statement-breakpoint
CREATE INDEX "places_name_trgm_idx" ON "places" USING gin ("name_folded" gin_trgm_ops);