-- A care write also answers the pet's new row version (xmin): the instance that wrote it then
-- plans that pet's next action from what it wrote instead of reading the pet again, and the
-- write still applies only if the row is that version (care-action.ts, docs/rules.md "Pets and
-- economy"). Otherwise petmatch_care and petmatch_care_batch are as in 0012 and 0016; a
-- function's OUT columns cannot change in place, so both are dropped and created again.
DROP FUNCTION petmatch_care_batch(jsonb, int);
--> statement-breakpoint
DROP FUNCTION petmatch_care(uuid, uuid, xid, timestamptz, jsonb, text, text, int[], text[], jsonb,
  text, text[], int[], text[], int, text, text);
--> statement-breakpoint
CREATE FUNCTION petmatch_care(
  p_user uuid, p_pet uuid, p_version xid, p_at timestamptz,
  -- The pet's new stats as the app saves them (statsToSave in domain/pet-state.ts): health,
  -- hunger, happiness, energy, level, experience, statsAt, lowEnergyNotified.
  p_pet_state jsonb,
  -- The activity row.
  p_action text, p_result text,
  -- Coins earned, one transaction row each (care reward, level ups).
  p_coin_amounts int[], p_coin_descriptions text[],
  -- The emoji game played, {won, moves, seconds, perfect}, or null.
  p_game jsonb,
  -- As petmatch_count_challenges takes them.
  p_day text, p_challenge_ids text[], p_challenge_goals int[], p_challenge_descriptions text[],
  p_challenge_reward int,
  -- A low_energy notification to send, or nulls.
  p_notice_title text, p_notice_message text,
  OUT saved boolean, OUT balance int, OUT wins int, OUT challenges_completed text[],
  OUT notification_id uuid,
  -- The pet's row version after this write (its xmin), when saved.
  OUT version text
) AS $$
BEGIN
  saved := false;
  PERFORM 1 FROM users WHERE id = p_user FOR NO KEY UPDATE;
  UPDATE pets p SET
    health = s.health, hunger = s.hunger, happiness = s.happiness, energy = s.energy,
    level = s.level, experience = s.experience, stats_at = s."statsAt",
    low_energy_notified = s."lowEnergyNotified"
  FROM jsonb_to_record(p_pet_state) AS s(
    health int, hunger int, happiness int, energy int, level int, experience int,
    "statsAt" timestamptz, "lowEnergyNotified" boolean)
  WHERE p.id = p_pet AND p.user_id = p_user AND p.xmin = p_version
  RETURNING p.xmin::text INTO version;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  saved := true;

  INSERT INTO pet_activities (pet_id, user_id, action, result, created_at)
  VALUES (p_pet, p_user, p_action, p_result, p_at);
  IF p_game IS NOT NULL THEN
    INSERT INTO game_results
      (user_id, pet_id, won, moves, time_elapsed_seconds, perfect, created_at)
    SELECT p_user, p_pet, g.won, g.moves, g.seconds, g.perfect, p_at
    FROM jsonb_to_record(p_game) AS g(won boolean, moves int, seconds int, perfect boolean);
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_coin_amounts, 1), 0) LOOP
    PERFORM petmatch_move_coins(p_user, 'earned', p_coin_amounts[i], p_coin_descriptions[i], p_at);
  END LOOP;
  challenges_completed := petmatch_count_challenges(p_user, p_at, p_day, p_challenge_ids,
    p_challenge_goals, p_challenge_descriptions, p_challenge_reward);
  IF p_notice_title IS NOT NULL THEN
    INSERT INTO notifications (user_id, type, title, message, created_at)
    VALUES (p_user, 'low_energy', p_notice_title, p_notice_message, p_at)
    RETURNING id INTO notification_id;
  END IF;
  UPDATE users SET
    last_pet_action_at = p_at,
    game_wins = game_wins + CASE WHEN coalesce((p_game->>'won')::boolean, false) THEN 1 ELSE 0 END
  WHERE id = p_user
  RETURNING coins, game_wins INTO balance, wins;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION petmatch_care_batch(p_items jsonb, p_challenge_reward int)
RETURNS TABLE (
  ord int, saved boolean, balance int, wins int, challenges_completed text[],
  notification_id uuid, version text
) AS $$
DECLARE
  v_item jsonb;
  v_ord bigint;
BEGIN
  PERFORM petmatch_lock_users(ARRAY(SELECT (x->>'user')::uuid FROM jsonb_array_elements(p_items) x));

  FOR v_item, v_ord IN SELECT x, n FROM jsonb_array_elements(p_items) WITH ORDINALITY AS t(x, n)
  LOOP
    ord := v_ord;
    SELECT c.saved, c.balance, c.wins, c.challenges_completed, c.notification_id, c.version
      INTO saved, balance, wins, challenges_completed, notification_id, version
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
