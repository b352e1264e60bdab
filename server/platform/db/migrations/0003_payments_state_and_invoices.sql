CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
-- Existing payments: the buyer's name as it is now, the invoice date as the last change of a paid payment, and
-- per-year counters that continue after the numbers already issued.
UPDATE "payments" SET "billing_name" = coalesce((SELECT trim("users"."name" || ' ' || "users"."lastname") FROM "users" WHERE "users"."id" = "payments"."user_id"), '');--> statement-breakpoint
UPDATE "payments" SET "paid_at" = "updated_at" WHERE "invoice_number" IS NOT NULL;--> statement-breakpoint
INSERT INTO "invoice_counters" ("year", "last_number")
  SELECT split_part("invoice_number", '-', 2)::integer, max(split_part("invoice_number", '-', 3)::integer)
  FROM "payments" WHERE "invoice_number" ~ '^INS-[0-9]{4}-[0-9]+$' GROUP BY 1;--> statement-breakpoint
-- Payments of deleted accounts keep no trace of the person's id.
UPDATE "payments" SET "idempotency_key" = 'deleted:' || "id" WHERE "user_id" IS NULL;--> statement-breakpoint
DROP SEQUENCE "invoice_seq";