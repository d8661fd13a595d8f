ALTER TABLE "auth"."accounts" ADD COLUMN "profile_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "ai_generated" jsonb;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD COLUMN "insights_version" integer;--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD CONSTRAINT "accounts_profile_version_check" CHECK ("auth"."accounts"."profile_version" >= 1);--> statement-breakpoint
ALTER TABLE "auth"."accounts" ADD CONSTRAINT "accounts_insights_check" CHECK (("auth"."accounts"."ai_generated" is null) = ("auth"."accounts"."insights_version" is null)
      and ("auth"."accounts"."insights_version" is null or "auth"."accounts"."insights_version" >= 1)
      and ("auth"."accounts"."ai_generated" is null or "auth"."accounts"."role" = 'user'));