-- A low_energy warning is sent again each time energy drops below 20 after being back at 20+
-- (0018). A user who tops up with a shop boost and keeps playing got one identical "Your pet is
-- exhausted" card per drop. Now, while an earlier one is still unread, that one is updated (the
-- pet's name and energy now, moved to the top), as a sender's unread new_message is (0014).
-- Otherwise petmatch_care is as in 0018; same arguments, so it is replaced in place.
CREATE OR REPLACE FUNCTION petmatch_care(
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
    -- A warning still unread is brought up to date and to the top instead of repeated.
    UPDATE notifications SET title = p_notice_title, message = p_notice_message, created_at = p_at
    WHERE id = (
      SELECT n.id FROM notifications n
      WHERE n.user_id = p_user AND n.type = 'low_energy' AND NOT n.is_read
      ORDER BY n.created_at DESC
      LIMIT 1
    )
    RETURNING id INTO notification_id;
    IF notification_id IS NULL THEN
      INSERT INTO notifications (user_id, type, title, message, created_at)
      VALUES (p_user, 'low_energy', p_notice_title, p_notice_message, p_at)
      RETURNING id INTO notification_id;
    END IF;
  END IF;
  UPDATE users SET
    last_pet_action_at = p_at,
    game_wins = game_wins + CASE WHEN coalesce((p_game->>'won')::boolean, false) THEN 1 ELSE 0 END
  WHERE id = p_user
  RETURNING coins, game_wins INTO balance, wins;
END;
$$ LANGUAGE plpgsql;
