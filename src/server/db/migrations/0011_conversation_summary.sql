ALTER TABLE "matches" ADD COLUMN "last_message_id" uuid;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "last_message_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "unread_by_a" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "unread_by_b" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Existing conversations: each match's latest message and both sides' unread counts.
UPDATE "matches" m SET
  "last_message_id" = last.id,
  "last_message_at" = last.created_at,
  "unread_by_a" = (SELECT count(*) FROM "messages" x
                   WHERE x.sender_id = m.user_b AND x.receiver_id = m.user_a AND NOT x.read_by_receiver),
  "unread_by_b" = (SELECT count(*) FROM "messages" x
                   WHERE x.sender_id = m.user_a AND x.receiver_id = m.user_b AND NOT x.read_by_receiver)
FROM "matches" m2
LEFT JOIN LATERAL (
  SELECT x.id, x.created_at FROM "messages" x
  WHERE (x.sender_id = m2.user_a AND x.receiver_id = m2.user_b)
     OR (x.sender_id = m2.user_b AND x.receiver_id = m2.user_a)
  ORDER BY x.created_at DESC, x.id DESC
  LIMIT 1
) last ON true
WHERE m2.id = m.id;
