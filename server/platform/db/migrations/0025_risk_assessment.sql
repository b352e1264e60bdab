CREATE TABLE "ad_risk_assessments" (
	"ad_id" uuid PRIMARY KEY NOT NULL,
	"signals" jsonb NOT NULL,
	"score" real NOT NULL,
	"held" boolean NOT NULL,
	"assessed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_fingerprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"ad_id" uuid NOT NULL,
	"image_id" uuid,
	"owner_id" uuid NOT NULL,
	"hash" bigint NOT NULL,
	"band0" integer NOT NULL,
	"band1" integer NOT NULL,
	"band2" integer NOT NULL,
	"band3" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_risk_assessments" ADD CONSTRAINT "ad_risk_assessments_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_fingerprints" ADD CONSTRAINT "content_fingerprints_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_fingerprints" ADD CONSTRAINT "content_fingerprints_image_id_ad_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "ad_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_fingerprints" ADD CONSTRAINT "content_fingerprints_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_fingerprints_band0_idx" ON "content_fingerprints" USING btree ("kind","band0");--> statement-breakpoint
CREATE INDEX "content_fingerprints_band1_idx" ON "content_fingerprints" USING btree ("kind","band1");--> statement-breakpoint
CREATE INDEX "content_fingerprints_band2_idx" ON "content_fingerprints" USING btree ("kind","band2");--> statement-breakpoint
CREATE INDEX "content_fingerprints_band3_idx" ON "content_fingerprints" USING btree ("kind","band3");--> statement-breakpoint
CREATE INDEX "content_fingerprints_ad_idx" ON "content_fingerprints" USING btree ("ad_id");