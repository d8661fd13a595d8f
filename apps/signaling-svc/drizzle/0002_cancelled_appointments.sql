CREATE TABLE "signaling"."cancelled_appointments" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"cancelled_at" timestamp with time zone NOT NULL
);
