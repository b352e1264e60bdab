DROP INDEX "ads_public_price_idx";--> statement-breakpoint
CREATE INDEX "ads_public_price_up_idx" ON "ads" USING btree ("status",coalesce("price_cents", 2147483647),"id");--> statement-breakpoint
CREATE INDEX "ads_public_price_down_idx" ON "ads" USING btree ("status",coalesce("price_cents", -1) desc nulls last,"id" DESC NULLS LAST);