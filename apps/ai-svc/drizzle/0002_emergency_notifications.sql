CREATE TABLE "ai"."emergency_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"patient_name" text NOT NULL,
	"alert" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	"source_event_id" text NOT NULL,
	CONSTRAINT "emergency_notifications_source_doctor_key" UNIQUE("source_event_id","doctor_id")
);
--> statement-breakpoint
CREATE INDEX "emergency_notifications_doctor_created_idx" ON "ai"."emergency_notifications" USING btree ("doctor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "emergency_notifications_doctor_unread_idx" ON "ai"."emergency_notifications" USING btree ("doctor_id") WHERE "ai"."emergency_notifications"."read_at" is null;