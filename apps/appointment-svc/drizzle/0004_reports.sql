-- Reports doctors write for patients they consulted (issue 21, part 4). A file stays in the gateway's storage; the row keeps
-- its key, proven content type and original name, all three or none.
CREATE TABLE "appointment"."reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"text" text NOT NULL,
	"file_key" text,
	"file_type" text,
	"file_name" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reports_file_whole" CHECK (("appointment"."reports"."file_key" is null) = ("appointment"."reports"."file_type" is null) and ("appointment"."reports"."file_key" is null) = ("appointment"."reports"."file_name" is null))
);
--> statement-breakpoint
CREATE INDEX "reports_doctor_date_idx" ON "appointment"."reports" USING btree ("doctor_id","date","created_at");--> statement-breakpoint
CREATE INDEX "reports_patient_date_idx" ON "appointment"."reports" USING btree ("patient_id","date","created_at");