-- Proof of the Mietpreisbremse statement delivered with each application (issue 71).
CREATE TABLE "rent_control_disclosures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"statement" jsonb NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rent_control_disclosures" ADD CONSTRAINT "rent_control_disclosures_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_control_disclosures_application_idx" ON "rent_control_disclosures" USING btree ("application_id","delivered_at");