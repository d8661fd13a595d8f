CREATE TABLE "chat"."reads" (
	"chat_id" uuid NOT NULL,
	"reader_id" uuid NOT NULL,
	"last_read_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reads_pkey" PRIMARY KEY("chat_id","reader_id")
);
--> statement-breakpoint
DROP INDEX "chat"."messages_chat_created_at_idx";--> statement-breakpoint
ALTER TABLE "chat"."chats" ADD COLUMN "last_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Hand-added: messages stored before this migration are numbered in the order they were written (created_at,
-- then id, as the old reads ordered them), each chat from 1, and every chat's last_seq is its newest number; only
-- then can seq be NOT NULL. drizzle-kit generated a plain ADD COLUMN ... NOT NULL, which fails on existing rows.
ALTER TABLE "chat"."messages" ADD COLUMN "seq" integer;--> statement-breakpoint
UPDATE "chat"."messages" AS "m" SET "seq" = "numbered"."seq"
FROM (
	SELECT "id", row_number() OVER (PARTITION BY "chat_id" ORDER BY "created_at", "id") AS "seq"
	FROM "chat"."messages"
) AS "numbered"
WHERE "m"."id" = "numbered"."id";--> statement-breakpoint
UPDATE "chat"."chats" AS "c" SET "last_seq" = "newest"."seq"
FROM (SELECT "chat_id", max("seq") AS "seq" FROM "chat"."messages" GROUP BY "chat_id") AS "newest"
WHERE "c"."id" = "newest"."chat_id";--> statement-breakpoint
ALTER TABLE "chat"."messages" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "chat"."messages" ADD COLUMN "client_id" text;--> statement-breakpoint
ALTER TABLE "chat"."reads" ADD CONSTRAINT "reads_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "chat"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chats_patient_idx" ON "chat"."chats" USING btree ("patient_id");--> statement-breakpoint
ALTER TABLE "chat"."messages" ADD CONSTRAINT "messages_chat_seq_key" UNIQUE("chat_id","seq");--> statement-breakpoint
ALTER TABLE "chat"."messages" ADD CONSTRAINT "messages_chat_client_id_key" UNIQUE("chat_id","client_id");
