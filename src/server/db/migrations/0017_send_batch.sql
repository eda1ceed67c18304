-- Several people's messages in one call and one transaction (group commit, as swipes in 0015
-- and care in 0016): each is petmatch_send_message, run in the order given, so two messages in
-- one conversation keep their order and the second sees the first (the new_message collapse).
-- Every conversation of the batch (its match row) is locked first, in id order, as the send
-- locks its own: batches then wait for each other instead of deadlocking.
-- The messages come as parallel arrays, one element per message (people's text is passed as
-- text, as petmatch_send_message takes it, not inside JSON); p_copy as petmatch_send_message
-- takes it. Returns one row per message (ord from 1, in order) with its result.
CREATE OR REPLACE FUNCTION petmatch_send_message_batch(
  p_senders uuid[], p_receivers uuid[], p_contents text[], p_ats timestamptz[],
  p_previews text[], p_copy jsonb
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
      p_previews[i], p_copy) s;
    RETURN NEXT;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
