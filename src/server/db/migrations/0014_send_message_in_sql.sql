-- Sending a message as one database call (docs/decisions/002-operations-in-sql.md): one round
-- trip and one transaction instead of five round trips. The texts come from the caller.
--
-- PRODUCT_RULES.md 3: only a current match that neither side has blocked may talk. The match row
-- is locked first, so a send cannot race an unmatch or a block (both update that row) and two
-- sends to one person are counted one after the other; the statements after the lock see every
-- send committed before it (the new_message collapse rule below depends on it).
-- Outcomes: 'ok', 'not_matched', 'closed'; only 'ok' has written anything.
CREATE OR REPLACE FUNCTION petmatch_send_message(
  p_sender uuid, p_receiver uuid, p_content text, p_at timestamptz,
  -- The notification's text for a single unread message: the message cut short.
  p_preview text,
  -- {oneTitle, manyTitle, manyText, unnamed}: '{name}' is the sender's display name (unnamed
  -- when it is empty), '{count}' the receiver's unread messages in this conversation.
  p_copy jsonb,
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
  IF v_match IS NULL THEN
    outcome := 'not_matched';
    RETURN;
  END IF;
  IF v_closed THEN
    outcome := 'closed';
    RETURN;
  END IF;
  outcome := 'ok';

  INSERT INTO messages (sender_id, receiver_id, content, created_at)
  VALUES (p_sender, p_receiver, p_content, p_at)
  RETURNING id INTO message_id;
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
