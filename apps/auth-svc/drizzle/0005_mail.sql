CREATE TABLE "auth"."email_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"booked" boolean DEFAULT true NOT NULL,
	"cancelled" boolean DEFAULT true NOT NULL,
	"reminder" boolean DEFAULT true NOT NULL,
	"emergency" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth"."mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"recipient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"appointment_id" uuid,
	"facts" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_queue_event_recipient_kind_key" UNIQUE("event_id","recipient_id","kind"),
	CONSTRAINT "mail_queue_kind_check" CHECK ("auth"."mail_queue"."kind" in ('booked', 'cancelled', 'reminder', 'emergency')),
	CONSTRAINT "mail_queue_state_check" CHECK ("auth"."mail_queue"."state" in ('pending', 'sent', 'skipped')),
	CONSTRAINT "mail_queue_attempts_check" CHECK ("auth"."mail_queue"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "auth"."email_settings" ADD CONSTRAINT "email_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_pending_idx" ON "auth"."mail_queue" USING btree ("next_attempt_at") WHERE "auth"."mail_queue"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "mail_queue_appointment_idx" ON "auth"."mail_queue" USING btree ("appointment_id") WHERE "auth"."mail_queue"."appointment_id" is not null;