CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"slot_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"cancelled_at" timestamp with time zone,
	"attendance" text,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewing_invitations" (
	"ad_id" uuid NOT NULL,
	"seeker_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewing_invitations_ad_id_seeker_id_pk" PRIMARY KEY("ad_id","seeker_id")
);
--> statement-breakpoint
CREATE TABLE "viewing_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ad_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"capacity" integer NOT NULL,
	"open_to_enquirers" boolean NOT NULL,
	"address_note" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_slot_id_viewing_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "viewing_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_invitations" ADD CONSTRAINT "viewing_invitations_seeker_id_users_id_fk" FOREIGN KEY ("seeker_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_bookings_ad_seeker_unique" ON "viewing_bookings" USING btree ("ad_id","seeker_id");--> statement-breakpoint
CREATE INDEX "viewing_bookings_slot_idx" ON "viewing_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "viewing_bookings_seeker_idx" ON "viewing_bookings" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "viewing_bookings_reminder_idx" ON "viewing_bookings" USING btree ("slot_id") WHERE "viewing_bookings"."reminded_at" IS NULL AND "viewing_bookings"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "viewing_invitations_seeker_idx" ON "viewing_invitations" USING btree ("seeker_id");--> statement-breakpoint
CREATE INDEX "viewing_slots_ad_idx" ON "viewing_slots" USING btree ("ad_id","starts_at");