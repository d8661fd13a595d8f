CREATE SCHEMA "auth";
--> statement-breakpoint
CREATE TABLE "auth"."accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_role_email_key" UNIQUE("role","email"),
	CONSTRAINT "accounts_role_check" CHECK ("auth"."accounts"."role" in ('user', 'doctor')),
	CONSTRAINT "accounts_email_lower_check" CHECK ("auth"."accounts"."email" = lower("auth"."accounts"."email"))
);
