CREATE TABLE "appointment"."doctor_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment"."people" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"full_name" text NOT NULL,
	"profile_picture" text,
	"version_at" timestamp with time zone NOT NULL,
	CONSTRAINT "people_role_check" CHECK ("appointment"."people"."role" in ('user', 'doctor'))
);
--> statement-breakpoint
ALTER TABLE "appointment"."appointments" DROP CONSTRAINT "appointments_status_check";--> statement-breakpoint
-- Hand-added: rows take the new names before the new checks hold them (status "started" is now "in-progress";
-- the web form's legacy type "video" is read as "video-call").
UPDATE "appointment"."appointments" SET "status" = 'in-progress' WHERE "status" = 'started';--> statement-breakpoint
UPDATE "appointment"."appointments" SET "type" = 'video-call' WHERE "type" = 'video';--> statement-breakpoint
ALTER TABLE "appointment"."appointments" ADD COLUMN "prescription" jsonb;--> statement-breakpoint
CREATE INDEX "doctor_notes_doctor_patient_created_idx" ON "appointment"."doctor_notes" USING btree ("doctor_id","patient_id","created_at");--> statement-breakpoint
CREATE INDEX "appointments_doctor_patient_consulted_idx" ON "appointment"."appointments" USING btree ("doctor_id","patient_id","date_time") WHERE "appointment"."appointments"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "appointments_patient_doctor_consulted_idx" ON "appointment"."appointments" USING btree ("patient_id","doctor_id","date_time") WHERE "appointment"."appointments"."status" <> 'cancelled';--> statement-breakpoint
ALTER TABLE "appointment"."appointments" ADD CONSTRAINT "appointments_type_check" CHECK ("appointment"."appointments"."type" in ('video-call', 'chat'));--> statement-breakpoint
ALTER TABLE "appointment"."appointments" ADD CONSTRAINT "appointments_status_check" CHECK ("appointment"."appointments"."status" in ('scheduled', 'in-progress', 'completed', 'cancelled'));