-- Price and status history (issue 71): every change of an ad's price, warm rent and status, kept by a trigger whatever path wrote it; the latest price cut while online on the ad for its page, the "recently reduced" order and the alerts.
CREATE TABLE "ad_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_price_drops" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "price_reduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "price_before_cents" integer;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "price_drop_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_settings" ADD COLUMN "price_drops" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_history" ADD CONSTRAINT "ad_history_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_history_ad_idx" ON "ad_history" USING btree ("ad_id","changed_at");--> statement-breakpoint
CREATE INDEX "ads_public_reduced_idx" ON "ads" USING btree ("status",coalesce("price_reduced_at", 'epoch'::timestamptz) desc,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION inserat_ad_history() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    warm_before bigint := CASE WHEN OLD.category IN ('apartment_rent', 'house_rent', 'shared_room') AND OLD.price_cents IS NOT NULL
      THEN OLD.price_cents::bigint + coalesce(OLD.service_charge_cents, 0) + coalesce(OLD.heating_cost_cents, 0) END;
    warm_after bigint := CASE WHEN NEW.category IN ('apartment_rent', 'house_rent', 'shared_room') AND NEW.price_cents IS NOT NULL
      THEN NEW.price_cents::bigint + coalesce(NEW.service_charge_cents, 0) + coalesce(NEW.heating_cost_cents, 0) END;
  BEGIN
    IF NEW.price_cents IS DISTINCT FROM OLD.price_cents THEN
      INSERT INTO ad_history (ad_id, changed_at, field, from_value, to_value)
        VALUES (NEW.id, NEW.updated_at, 'price', OLD.price_cents::text, NEW.price_cents::text);
      -- A cut while online is what seekers are told of; a price back at or above the one before ends it.
      IF OLD.status = 'active' AND NEW.price_cents < OLD.price_cents THEN
        NEW.price_reduced_at := NEW.updated_at;
        NEW.price_before_cents := OLD.price_cents;
      ELSIF NEW.price_before_cents IS NOT NULL AND (NEW.price_cents IS NULL OR NEW.price_cents >= NEW.price_before_cents) THEN
        NEW.price_reduced_at := NULL;
        NEW.price_before_cents := NULL;
      END IF;
    END IF;
    IF warm_after IS DISTINCT FROM warm_before THEN
      INSERT INTO ad_history (ad_id, changed_at, field, from_value, to_value)
        VALUES (NEW.id, NEW.updated_at, 'warm_rent', warm_before::text, warm_after::text);
    END IF;
    IF NEW.status IS DISTINCT FROM OLD.status THEN
      INSERT INTO ad_history (ad_id, changed_at, field, from_value, to_value)
        VALUES (NEW.id, NEW.updated_at, 'status', OLD.status, NEW.status);
    END IF;
    RETURN NEW;
  END $$;--> statement-breakpoint
CREATE TRIGGER ads_history BEFORE UPDATE OF price_cents, service_charge_cents, heating_cost_cents, status ON ads
  FOR EACH ROW EXECUTE FUNCTION inserat_ad_history();
