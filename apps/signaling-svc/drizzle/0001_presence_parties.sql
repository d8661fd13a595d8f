CREATE TABLE "signaling"."call_parties" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signaling"."gateways" (
	"id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signaling"."presence" (
	"gateway_id" uuid NOT NULL,
	"socket_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"appointment_id" uuid,
	"peer_id" uuid,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "presence_pkey" PRIMARY KEY("gateway_id","socket_id")
);
--> statement-breakpoint
-- Hand-written: the caller was called started_by; renamed, not dropped and added, so any row keeps its caller.
ALTER TABLE "signaling"."call_sessions" RENAME COLUMN "started_by" TO "caller_id";--> statement-breakpoint
ALTER TABLE "signaling"."call_sessions" ADD COLUMN "callee_id" uuid;--> statement-breakpoint
ALTER TABLE "signaling"."call_sessions" ALTER COLUMN "appointment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signaling"."call_parties" ADD CONSTRAINT "call_parties_call_id_call_sessions_id_fk" FOREIGN KEY ("call_id") REFERENCES "signaling"."call_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signaling"."presence" ADD CONSTRAINT "presence_gateway_id_gateways_id_fk" FOREIGN KEY ("gateway_id") REFERENCES "signaling"."gateways"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_parties_call_id_idx" ON "signaling"."call_parties" USING btree ("call_id");--> statement-breakpoint
CREATE INDEX "presence_account_id_idx" ON "signaling"."presence" USING btree ("account_id");
