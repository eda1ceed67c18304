-- The care batch reads its items as typed rows (jsonb_to_recordset turns each JSON array into an
-- int[] or text[] itself) instead of calling petmatch_jsonb_texts five times an item. That was a
-- LANGUAGE sql function that cannot be inlined (it aggregates), so PostgreSQL parsed and planned
-- its body again on every call: a quarter of PostgreSQL's samples under a care load, 37 % of its
-- CPU per action (bench/README.md "Care items as typed rows"). Otherwise petmatch_care_batch is
-- as in 0018; same items, same answer.
CREATE OR REPLACE FUNCTION petmatch_care_batch(p_items jsonb, p_challenge_reward int)
RETURNS TABLE (
  ord int, saved boolean, balance int, wins int, challenges_completed text[],
  notification_id uuid, version text
) AS $$
DECLARE
  v_item record;
BEGIN
  PERFORM petmatch_lock_users(ARRAY(SELECT (x->>'user')::uuid FROM jsonb_array_elements(p_items) x));

  FOR v_item IN
    SELECT * FROM ROWS FROM (jsonb_to_recordset(p_items) AS (
      "user" uuid, pet uuid, version xid, at timestamptz, "petState" jsonb, action text,
      result text, "coinAmounts" int[], "coinDescriptions" text[], game jsonb, day text,
      "challengeIds" text[], "challengeGoals" int[], "challengeDescriptions" text[],
      "noticeTitle" text, "noticeMessage" text
    )) WITH ORDINALITY AS t
  LOOP
    ord := v_item.ordinality;
    SELECT c.saved, c.balance, c.wins, c.challenges_completed, c.notification_id, c.version
      INTO saved, balance, wins, challenges_completed, notification_id, version
    FROM petmatch_care(
      v_item."user", v_item.pet, v_item.version, v_item.at, v_item."petState", v_item.action,
      v_item.result, coalesce(v_item."coinAmounts", '{}'), coalesce(v_item."coinDescriptions", '{}'),
      v_item.game, v_item.day, coalesce(v_item."challengeIds", '{}'),
      coalesce(v_item."challengeGoals", '{}'), coalesce(v_item."challengeDescriptions", '{}'),
      p_challenge_reward, v_item."noticeTitle", v_item."noticeMessage") c;
    RETURN NEXT;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP FUNCTION petmatch_jsonb_texts(jsonb);
