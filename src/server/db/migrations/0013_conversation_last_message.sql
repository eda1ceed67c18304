ALTER TABLE "matches" ADD COLUMN "last_message_sender_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "last_message_content" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "last_message_read" boolean;--> statement-breakpoint
-- Existing conversations: the copy of each match's latest message.
UPDATE "matches" m SET
  "last_message_sender_id" = x.sender_id,
  "last_message_content" = x.content,
  "last_message_read" = x.read_by_receiver
FROM "messages" x
WHERE x.id = m.last_message_id;
