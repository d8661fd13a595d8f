CREATE TABLE "auth"."notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"body" text NOT NULL
);
