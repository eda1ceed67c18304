-- Several people's care writes in one call and one transaction (group commit, as swipes in
-- 0015): each is petmatch_care, run in the order given; one whose pet changed since it was read
-- writes nothing and answers saved = false, as alone (the app reads and computes it again).
-- Every caller of the batch is locked first, in id order: each care write locks its caller
-- before the pet ("Lock order"), so batches and single writes wait for each other instead of
-- deadlocking.
-- p_items: [{user, pet, version, at, petState, action, result, coinAmounts, coinDescriptions,
-- game, day, challengeIds, challengeGoals, challengeDescriptions, noticeTitle, noticeMessage}],
-- each as petmatch_care takes it (game and the notice may be null).
-- Returns one row per item (ord from 1, in order) with petmatch_care's result.
CREATE OR REPLACE FUNCTION petmatch_jsonb_texts(p_array jsonb) RETURNS text[] AS $$
  SELECT coalesce(array_agg(e ORDER BY i), '{}')
  FROM jsonb_array_elements_text(p_array) WITH ORDINALITY AS a(e, i);
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION petmatch_care_batch(p_items jsonb, p_challenge_reward int)
RETURNS TABLE (
  ord int, saved boolean, balance int, wins int, challenges_completed text[],
  notification_id uuid
) AS $$
DECLARE
  v_item jsonb;
  v_ord bigint;
BEGIN
  PERFORM petmatch_lock_users(ARRAY(SELECT (x->>'user')::uuid FROM jsonb_array_elements(p_items) x));

  FOR v_item, v_ord IN SELECT x, n FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, n)
  LOOP
    ord := v_ord;
    SELECT c.saved, c.balance, c.wins, c.challenges_completed, c.notification_id
      INTO saved, balance, wins, challenges_completed, notification_id
    FROM petmatch_care(
      (v_item->>'user')::uuid, (v_item->>'pet')::uuid, (v_item->>'version')::xid,
      (v_item->>'at')::timestamptz, v_item->'petState', v_item->>'action', v_item->>'result',
      petmatch_jsonb_texts(v_item->'coinAmounts')::int[],
      petmatch_jsonb_texts(v_item->'coinDescriptions'),
      nullif(v_item->'game', 'null'::jsonb), v_item->>'day',
      petmatch_jsonb_texts(v_item->'challengeIds'),
      petmatch_jsonb_texts(v_item->'challengeGoals')::int[],
      petmatch_jsonb_texts(v_item->'challengeDescriptions'), p_challenge_reward,
      v_item->>'noticeTitle', v_item->>'noticeMessage') c;
    RETURN NEXT;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
