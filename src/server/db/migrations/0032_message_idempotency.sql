-- Messages sent with an Idempotency-Key keep it; one sender's keys are unique.
ALTER TABLE "messages" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_sender_idempotency_key_idx" ON "messages" USING btree ("sender_id","idempotency_key") WHERE "messages"."idempotency_key" is not null;
--> statement-breakpoint
-- A send with an Idempotency-Key (the app gives each message one) is written once: a repeat of it
-- (its answer was lost, or the tab reloaded while the message waited to go) answers 'repeat' with
-- the message already written, and writes and tells nothing. The same key for another text or
-- another person answers 'key_reused'. The key is looked up after the match row's lock, so two
-- repeats in one conversation find each other; a repeat racing one to another person meets the
-- unique index, which the insert yields to (ON CONFLICT DO NOTHING), never a failed batch.
-- Outcomes: 'ok' (the only one that has written anything), 'repeat', 'key_reused',
-- 'not_matched', 'closed'. Otherwise as in 0014.
DROP FUNCTION petmatch_send_message_batch(uuid[], uuid[], text[], timestamptz[], text[], jsonb);
--> statement-breakpoint
DROP FUNCTION petmatch_send_message(uuid, uuid, text, timestamptz, text, jsonb);
--> statement-breakpoint
CREATE FUNCTION petmatch_send_message(
  p_sender uuid, p_receiver uuid, p_content text, p_at timestamptz,
  -- The notification's text for a single unread message: the message cut short.
  p_preview text,
  -- {oneTitle, manyTitle, manyText, unnamed}: '{name}' is the sender's display name (unnamed
  -- when it is empty), '{count}' the receiver's unread messages in this conversation.
  p_copy jsonb,
  -- The send's Idempotency-Key, or null.
  p_key text,
  OUT outcome text, OUT message_id uuid, OUT notification_id uuid
) AS $$
DECLARE
  v_match uuid;
  v_sender_is_a boolean;
  v_closed boolean;
  v_name text;
  v_unread int;
  v_title text;
  v_text text;
  v_same boolean;
BEGIN
  SELECT m.id, m.user_a = p_sender,
         m.ended_at IS NOT NULL OR EXISTS (
           SELECT 1 FROM blocks b
           WHERE (b.blocker_id = p_sender AND b.blocked_id = p_receiver)
              OR (b.blocker_id = p_receiver AND b.blocked_id = p_sender)),
         (SELECT u.display_name FROM users u WHERE u.id = p_sender)
  INTO v_match, v_sender_is_a, v_closed, v_name
  FROM matches m
  WHERE m.user_a = least(p_sender, p_receiver) AND m.user_b = greatest(p_sender, p_receiver)
  FOR UPDATE OF m;
  IF p_key IS NOT NULL THEN
    SELECT ms.id, ms.receiver_id = p_receiver AND ms.content = p_content
    INTO message_id, v_same
    FROM messages ms
    WHERE ms.sender_id = p_sender AND ms.idempotency_key = p_key;
    IF message_id IS NOT NULL THEN
      outcome := CASE WHEN v_same THEN 'repeat' ELSE 'key_reused' END;
      IF NOT v_same THEN
        message_id := NULL;
      END IF;
      RETURN;
    END IF;
  END IF;
  IF v_match IS NULL THEN
    outcome := 'not_matched';
    RETURN;
  END IF;
  IF v_closed THEN
    outcome := 'closed';
    RETURN;
  END IF;

  INSERT INTO messages (sender_id, receiver_id, content, created_at, idempotency_key)
  VALUES (p_sender, p_receiver, p_content, p_at, p_key)
  ON CONFLICT (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
  RETURNING id INTO message_id;
  IF message_id IS NULL THEN
    outcome := 'key_reused';
    RETURN;
  END IF;
  outcome := 'ok';
  -- The conversation's summary (docs/rules.md "Messages"): latest message, receiver's unread.
  UPDATE matches SET
    last_message_id = message_id, last_message_at = p_at, last_message_sender_id = p_sender,
    last_message_content = p_content, last_message_read = false,
    unread_by_a = unread_by_a + CASE WHEN v_sender_is_a THEN 0 ELSE 1 END,
    unread_by_b = unread_by_b + CASE WHEN v_sender_is_a THEN 1 ELSE 0 END
  WHERE id = v_match
  RETURNING CASE WHEN v_sender_is_a THEN unread_by_b ELSE unread_by_a END INTO v_unread;

  -- Collapse rule: while the receiver has an unread new_message notification from the sender,
  -- it is rewritten (count, time) instead of a second one being added.
  v_name := coalesce(nullif(v_name, ''), p_copy->>'unnamed');
  IF v_unread > 1 THEN
    v_title := replace(p_copy->>'manyTitle', '{name}', v_name);
    v_text := replace(p_copy->>'manyText', '{count}', v_unread::text);
  ELSE
    v_title := replace(p_copy->>'oneTitle', '{name}', v_name);
    v_text := p_preview;
  END IF;
  SELECT n.id INTO notification_id FROM notifications n
  WHERE n.user_id = p_receiver AND n.type = 'new_message' AND n.related_user_id = p_sender
    AND NOT n.is_read
  ORDER BY n.created_at DESC
  LIMIT 1;
  IF notification_id IS NOT NULL THEN
    UPDATE notifications SET title = v_title, message = v_text, created_at = p_at
    WHERE id = notification_id;
  ELSE
    INSERT INTO notifications (user_id, type, title, message, related_user_id, created_at)
    VALUES (p_receiver, 'new_message', v_title, v_text, p_sender, p_at)
    RETURNING id INTO notification_id;
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- As in 0017 and 0024, with each message's key (null for none).
CREATE FUNCTION petmatch_send_message_batch(
  p_senders uuid[], p_receivers uuid[], p_contents text[], p_ats timestamptz[],
  p_previews text[], p_copy jsonb, p_keys text[]
)
RETURNS TABLE (ord int, outcome text, message_id uuid, notification_id uuid) AS $$
BEGIN
  PERFORM 1 FROM matches m
  WHERE (m.user_a, m.user_b) IN (
    SELECT least(s, r), greatest(s, r) FROM unnest(p_senders, p_receivers) AS t(s, r)
  )
  ORDER BY m.id FOR UPDATE OF m;

  FOR i IN 1 .. coalesce(array_length(p_senders, 1), 0) LOOP
    ord := i;
    SELECT s.outcome, s.message_id, s.notification_id
      INTO outcome, message_id, notification_id
    FROM petmatch_send_message(p_senders[i], p_receivers[i], p_contents[i], p_ats[i],
      p_previews[i], p_copy, p_keys[i]) s;
    RETURN NEXT;
  END LOOP;
END;
$$ LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan;
