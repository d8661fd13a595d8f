-- Neither a doctor nor a patient is ever booked twice at overlapping times: the database refuses the second
-- booking (SQLSTATE 23P01) however many replicas race. An appointment spans [date_time, date_time + 30 min).
-- The span is built on UTC wall time: `timestamptz + interval` is only STABLE (a day or month interval depends
-- on the session's time zone) and an index expression must be IMMUTABLE; `AT TIME ZONE 'UTC'` and
-- `timestamp + interval` are, and UTC has no daylight saving, so both spans cover the same instants.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "appointment"."appointments" ADD CONSTRAINT "appointments_doctor_no_overlap" EXCLUDE USING gist (
	"doctor_id" WITH =,
	tsrange("date_time" AT TIME ZONE 'UTC', ("date_time" AT TIME ZONE 'UTC') + interval '30 minutes') WITH &&
) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "appointment"."appointments" ADD CONSTRAINT "appointments_patient_no_overlap" EXCLUDE USING gist (
	"patient_id" WITH =,
	tsrange("date_time" AT TIME ZONE 'UTC', ("date_time" AT TIME ZONE 'UTC') + interval '30 minutes') WITH &&
) WHERE ("status" <> 'cancelled');
