-- Only a consultation still to come or under way holds its 30 minutes: once completed (or cancelled) its doctor
-- and its patient can be booked at that time again. The spans are built as in 0002_no_double_booking.sql.
ALTER TABLE "appointment"."appointments" DROP CONSTRAINT "appointments_doctor_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointment"."appointments" DROP CONSTRAINT "appointments_patient_no_overlap";
--> statement-breakpoint
ALTER TABLE "appointment"."appointments" ADD CONSTRAINT "appointments_doctor_no_overlap" EXCLUDE USING gist (
	"doctor_id" WITH =,
	tsrange("date_time" AT TIME ZONE 'UTC', ("date_time" AT TIME ZONE 'UTC') + interval '30 minutes') WITH &&
) WHERE ("status" in ('scheduled', 'in-progress'));
--> statement-breakpoint
ALTER TABLE "appointment"."appointments" ADD CONSTRAINT "appointments_patient_no_overlap" EXCLUDE USING gist (
	"patient_id" WITH =,
	tsrange("date_time" AT TIME ZONE 'UTC', ("date_time" AT TIME ZONE 'UTC') + interval '30 minutes') WITH &&
) WHERE ("status" in ('scheduled', 'in-progress'));
