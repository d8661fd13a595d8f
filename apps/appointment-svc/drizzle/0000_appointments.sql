CREATE SCHEMA "appointment";
--> statement-breakpoint
CREATE TABLE "appointment"."appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"date_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"type" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_status_check" CHECK ("appointment"."appointments"."status" in ('scheduled', 'started', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "appointments_doctor_date_time_idx" ON "appointment"."appointments" USING btree ("doctor_id","date_time");--> statement-breakpoint
CREATE INDEX "appointments_patient_date_time_idx" ON "appointment"."appointments" USING btree ("patient_id","date_time");