CREATE SCHEMA "chat";
--> statement-breakpoint
CREATE TABLE "chat"."notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL
);
