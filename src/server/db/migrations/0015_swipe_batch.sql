-- Locks these users' rows in id order, the order in which every operation that locks several
-- users takes them, so that such operations wait for each other instead of deadlocking.
CREATE OR REPLACE FUNCTION petmatch_lock_users(p_ids uuid[]) RETURNS void AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = ANY(p_ids) ORDER BY id FOR NO KEY UPDATE;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Several people's swipes in one call and one transaction (group commit, bench/README.md): the
-- app sends the swipes that arrive while earlier ones are being written as one batch. Each swipe
-- is petmatch_swipe, run in the order given, so each sees the ones before it (a pair's two likes
-- make one match, a second swipe on the same person is a duplicate).
--
-- Every person of the batch is locked first, in id order, as petmatch_swipe locks a pair: two
-- batches, or a batch and a single swipe, then wait for each other instead of deadlocking.
-- p_items: [{me, target, direction, at, dayStart, dayEnd, day, demoLikesBack}], where `day` is
-- the challenge day key of `at`; the other parameters are petmatch_swipe's, shared by the batch.
-- Returns one row per item (ord from 1, in order) with petmatch_swipe's result.
CREATE OR REPLACE FUNCTION petmatch_swipe_batch(
  p_items jsonb,
  p_super_likes_per_day int,
  p_challenge_ids text[], p_challenge_goals int[], p_challenge_descriptions text[],
  p_challenge_reward int,
  p_match_coins int,
  p_copy jsonb
) RETURNS TABLE (
  ord int, outcome text, is_match boolean, other_name text, notified_users uuid[],
  notification_ids uuid[]
) AS $$
DECLARE
  v_item jsonb;
  v_ord bigint;
BEGIN
  PERFORM petmatch_lock_users(ARRAY(
    SELECT (x->>'me')::uuid FROM jsonb_array_elements(p_items) x
    UNION SELECT (x->>'target')::uuid FROM jsonb_array_elements(p_items) x));

  FOR v_item, v_ord IN SELECT x, n FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, n)
  LOOP
    ord := v_ord;
    SELECT s.outcome, s.is_match, s.other_name, s.notified_users, s.notification_ids
      INTO outcome, is_match, other_name, notified_users, notification_ids
    FROM petmatch_swipe(
      (v_item->>'me')::uuid, (v_item->>'target')::uuid, v_item->>'direction',
      (v_item->>'at')::timestamptz, (v_item->>'dayStart')::timestamptz,
      (v_item->>'dayEnd')::timestamptz, p_super_likes_per_day,
      v_item->>'day', p_challenge_ids, p_challenge_goals, p_challenge_descriptions,
      p_challenge_reward, p_match_coins, (v_item->>'demoLikesBack')::boolean, p_copy) s;
    RETURN NEXT;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
