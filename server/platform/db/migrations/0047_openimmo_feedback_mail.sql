-- OpenImmo (issue 72): where a trader wants new enquiries mailed as OpenImmo-Feedback, and which were mailed.
CREATE TABLE "openimmo_feedback_mails" (
	"conversation_id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openimmo_settings" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"feedback_email" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "openimmo_feedback_mails" ADD CONSTRAINT "openimmo_feedback_mails_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openimmo_feedback_mails" ADD CONSTRAINT "openimmo_feedback_mails_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "openimmo_settings" ADD CONSTRAINT "openimmo_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;