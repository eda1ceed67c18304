-- A care action sent with an Idempotency-Key (the app keys each tap and each game result) is done
-- once: a repeat of it (its answer was lost and the app asked again) answers 'repeat' with what
-- the first answer said of the action, kept in idempotent_requests as adoptions and purchases keep
-- theirs (0028), and writes nothing. The same key for another pet or action answers 'key_reused'.
-- The key is looked up after the users' locks, so a repeat waits for the first and then finds it,
-- and kept only with a saved action: a pet that changed in between keeps no key, and the action
-- computed again looks again. Each keyed item carries what its answer says of the action besides
-- the balance, wins and challenges (`answer`); they are added here.
-- The lookup is planned with sequential scans off (petmatch_kept_request): planned once per
-- connection, as the function's statements are, on a table that was empty then, it kept scanning
-- the table as it grew, at 120 care actions a second instead of 2,000 (bench/README.md "Keyed
-- care"). The rare sweep of a user's keys older than a day (for one key in 32) is planned when it
-- runs.
-- Outcomes: 'saved' (the only one that has written anything), 'changed' (the pet's row version
-- moved: nothing written, as saved = false was), 'repeat', 'key_reused'. Otherwise as in 0023.
CREATE FUNCTION petmatch_kept_request(p_user uuid, p_key text, OUT request text, OUT response jsonb)
AS $$
BEGIN
  SELECT r.request, r.response INTO request, response
  FROM idempotent_requests r WHERE r.user_id = p_user AND r.key = p_key;
END;
$$ LANGUAGE plpgsql STABLE SET enable_seqscan = off;
--> statement-breakpoint
DROP FUNCTION petmatch_care_batch(jsonb, int);
--> statement-breakpoint
CREATE FUNCTION petmatch_care_batch(p_items jsonb, p_challenge_reward int)
RETURNS TABLE (
  ord int, outcome text, balance int, wins int, challenges_completed text[],
  notification_id uuid, version text, first_answer jsonb
) AS $$
DECLARE
  v_item record;
  v_first record;
  v_saved boolean;
BEGIN
  PERFORM petmatch_lock_users(ARRAY(SELECT (x->>'user')::uuid FROM jsonb_array_elements(p_items) x));

  FOR v_item IN
    SELECT * FROM ROWS FROM (jsonb_to_recordset(p_items) AS (
      "user" uuid, pet uuid, version xid, at timestamptz, "petState" jsonb, action text,
      result text, "coinAmounts" int[], "coinDescriptions" text[], game jsonb, day text,
      "challengeIds" text[], "challengeGoals" int[], "challengeDescriptions" text[],
      "noticeTitle" text, "noticeMessage" text, "key" text, request text, answer jsonb
    )) WITH ORDINALITY AS t
  LOOP
    ord := v_item.ordinality;
    balance := NULL; wins := NULL; challenges_completed := NULL; notification_id := NULL;
    version := NULL; first_answer := NULL;
    IF v_item."key" IS NOT NULL THEN
      SELECT k.request, k.response INTO v_first
      FROM petmatch_kept_request(v_item."user", v_item."key") k;
      IF v_first.request IS NOT NULL THEN
        IF v_first.request = v_item.request AND v_first.response IS NOT NULL THEN
          outcome := 'repeat';
          first_answer := v_first.response;
        ELSE
          outcome := 'key_reused';
        END IF;
        RETURN NEXT;
        CONTINUE;
      END IF;
    END IF;

    SELECT c.saved, c.balance, c.wins, c.challenges_completed, c.notification_id, c.version
      INTO v_saved, balance, wins, challenges_completed, notification_id, version
    FROM petmatch_care(
      v_item."user", v_item.pet, v_item.version, v_item.at, v_item."petState", v_item.action,
      v_item.result, coalesce(v_item."coinAmounts", '{}'), coalesce(v_item."coinDescriptions", '{}'),
      v_item.game, v_item.day, coalesce(v_item."challengeIds", '{}'),
      coalesce(v_item."challengeGoals", '{}'), coalesce(v_item."challengeDescriptions", '{}'),
      p_challenge_reward, v_item."noticeTitle", v_item."noticeMessage") c;
    outcome := CASE WHEN v_saved THEN 'saved' ELSE 'changed' END;

    IF v_saved AND v_item."key" IS NOT NULL THEN
      -- Never a failed batch (other people's care is in it): a clash, which the lookup above
      -- under the user's lock rules out, would only leave this answer unkept.
      INSERT INTO idempotent_requests (user_id, key, request, response, created_at)
      VALUES (v_item."user", v_item."key", v_item.request,
              jsonb_build_object('answer', v_item.answer, 'balance', balance, 'wins', wins,
                                 'challengesCompleted', to_jsonb(challenges_completed)),
              v_item.at)
      ON CONFLICT DO NOTHING;
      IF hashtext(v_item."key") & 31 = 0 THEN
        EXECUTE 'DELETE FROM idempotent_requests WHERE user_id = $1 AND created_at < $2'
          USING v_item."user", v_item.at - interval '24 hours';
      END IF;
    END IF;
    RETURN NEXT;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
