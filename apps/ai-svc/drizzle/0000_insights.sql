CREATE SCHEMA "ai";
--> statement-breakpoint
CREATE TABLE "ai"."health_insights" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"health_summary" text NOT NULL,
	"alert" text NOT NULL,
	"emergency" boolean DEFAULT false NOT NULL,
	"lifestyle_tips" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL
);
