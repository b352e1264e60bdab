-- The landlord's application window per ad: a fair first round (issue 71).
CREATE TABLE "application_windows" (
	"ad_id" uuid PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"set_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_windows" ADD CONSTRAINT "application_windows_ad_id_ads_id_fk" FOREIGN KEY ("ad_id") REFERENCES "ads"("id") ON DELETE cascade ON UPDATE no action;