CREATE TABLE "auth"."access_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth"."access_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"subject_id" uuid NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"resource_kind" text NOT NULL,
	"resource_id" uuid,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone NOT NULL,
	"source_event_id" uuid,
	CONSTRAINT "access_events_source_subject_key" UNIQUE("source_event_id","subject_id")
);
--> statement-breakpoint
CREATE INDEX "access_events_subject_at_idx" ON "auth"."access_events" USING btree ("subject_id","at" desc,"id" desc);--> statement-breakpoint
-- Append-only by construction: whoever connects, this service's own code included, cannot rewrite or erase the history.
CREATE FUNCTION "auth"."access_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'auth.access_events is append-only: % is refused', TG_OP USING ERRCODE = '42501';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "access_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "auth"."access_events" FOR EACH ROW EXECUTE FUNCTION "auth"."access_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "access_events_no_truncate" BEFORE TRUNCATE ON "auth"."access_events" FOR EACH STATEMENT EXECUTE FUNCTION "auth"."access_events_append_only"();
