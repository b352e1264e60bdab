CREATE TABLE "photo_texts" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"ad_id" uuid NOT NULL,
	"texts" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "photo_texts" ADD CONSTRAINT "photo_texts_image_id_ad_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "ad_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_texts" ADD CONSTRAINT "photo_texts_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_texts_ad_idx" ON "photo_texts" USING btree ("ad_id");