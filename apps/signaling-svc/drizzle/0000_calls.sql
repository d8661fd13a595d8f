CREATE SCHEMA "signaling";
--> statement-breakpoint
CREATE TABLE "signaling"."call_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"started_by" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "call_sessions_appointment_id_idx" ON "signaling"."call_sessions" USING btree ("appointment_id");