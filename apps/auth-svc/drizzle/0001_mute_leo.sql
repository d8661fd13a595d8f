CREATE TABLE "auth"."login_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_limits_failures_check" CHECK ("auth"."login_limits"."failures" >= 0)
);
--> statement-breakpoint
CREATE TABLE "auth"."sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "profile_picture" text;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "license_proof" text;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "personal_info" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "health_info" jsonb;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "emergency_contact" jsonb;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "professional_info" jsonb;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "availability" jsonb;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "doctor_optional" jsonb;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "auth"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_limits_window_started_at_idx" ON "auth"."login_limits" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "sessions_account_id_idx" ON "auth"."sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_revoked_expires_at_idx" ON "auth"."sessions" USING btree ("expires_at") WHERE "auth"."sessions"."revoked_at" is not null;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "auth"."sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD CONSTRAINT "accounts_sections_check" CHECK (("auth"."accounts"."role" = 'user' and "auth"."accounts"."health_info" is not null and "auth"."accounts"."emergency_contact" is not null
        and "auth"."accounts"."professional_info" is null and "auth"."accounts"."availability" is null and "auth"."accounts"."doctor_optional" is null
        and "auth"."accounts"."license_proof" is null)
      or ("auth"."accounts"."role" = 'doctor' and "auth"."accounts"."professional_info" is not null and "auth"."accounts"."availability" is not null
        and "auth"."accounts"."doctor_optional" is not null and "auth"."accounts"."license_proof" is not null
        and "auth"."accounts"."health_info" is null and "auth"."accounts"."emergency_contact" is null));