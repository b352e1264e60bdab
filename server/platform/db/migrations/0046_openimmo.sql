-- OpenImmo (issue 72): agents' object numbers and the ads they became, and each transfer's report.
CREATE TABLE "openimmo_objects" (
	"owner_id" uuid NOT NULL,
	"object_number" text NOT NULL,
	"ad_id" uuid NOT NULL,
	"pictures_digest" text,
	"content_digest" text,
	"kept" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "openimmo_objects_owner_id_object_number_pk" PRIMARY KEY("owner_id","object_number")
);
--> statement-breakpoint
CREATE TABLE "openimmo_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"scope" text NOT NULL,
	"objects" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "openimmo_objects" ADD CONSTRAINT "openimmo_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openimmo_objects" ADD CONSTRAINT "openimmo_objects_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openimmo_transfers" ADD CONSTRAINT "openimmo_transfers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "openimmo_objects_ad_idx" ON "openimmo_objects" USING btree ("ad_id");--> statement-breakpoint
CREATE INDEX "openimmo_transfers_owner_idx" ON "openimmo_transfers" USING btree ("owner_id","created_at" DESC NULLS LAST);