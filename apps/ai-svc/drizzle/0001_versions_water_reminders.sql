CREATE TABLE "ai"."water_intake" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"quarter_litres" smallint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "water_intake_pkey" PRIMARY KEY("account_id","day"),
	CONSTRAINT "water_intake_quarter_litres_check" CHECK ("ai"."water_intake"."quarter_litres" between 0 and 40)
);
--> statement-breakpoint
CREATE TABLE "ai"."dismissed_reminders" (
	"account_id" uuid NOT NULL,
	"reminder_id" text NOT NULL,
	"dismissed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "dismissed_reminders_pkey" PRIMARY KEY("account_id","reminder_id")
);
--> statement-breakpoint
ALTER TABLE "ai"."health_insights" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ai"."health_insights" ADD COLUMN "source" text DEFAULT 'built-in' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai"."health_insights" ADD CONSTRAINT "health_insights_source_check" CHECK ("ai"."health_insights"."source" in ('model', 'built-in'));