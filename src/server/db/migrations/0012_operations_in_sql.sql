-- Coin moves, daily challenges, matches, the swipe and the writes of a care action as database
-- functions (docs/decisions/002-operations-in-sql.md): a swipe is one call, one round trip and
-- one transaction instead of four round trips; a care action is a read and one call instead of
-- four to six. The words and numbers (texts, rewards, goals, limits) come from the caller, which
-- reads them from src/shared; these functions decide the order of writes and keep them
-- atomic. Each statement in a PL/pgSQL function takes a fresh snapshot (READ COMMITTED), so what
-- is read after a row lock includes everything committed before the lock was granted.

-- The ledger (src/server/domain/ledger.ts): the balance moves and its transaction row is
-- written in one statement, so users.coins == sum(earned) - sum(spent) always holds. A debit
-- never takes the balance below zero: it changes nothing and returns null, as does an unknown
-- user.
CREATE OR REPLACE FUNCTION petmatch_move_coins(
  p_user uuid, p_type text, p_amount int, p_description text, p_at timestamptz
) RETURNS int AS $$
DECLARE
  v_coins int;
BEGIN
  WITH moved AS (
    UPDATE users SET coins = coins + CASE WHEN p_type = 'earned' THEN p_amount ELSE -p_amount END
    WHERE id = p_user AND (p_type = 'earned' OR coins >= p_amount)
    RETURNING coins
  ), logged AS (
    INSERT INTO transactions (user_id, type, amount, description, created_at)
    SELECT p_user, p_type, p_amount, p_description, p_at FROM moved
  )
  SELECT coins INTO v_coins FROM moved;
  RETURN v_coins;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Counts one occurrence toward each given daily challenge of the day (progress stops at its
-- goal) and pays the reward of each that has just reached it: completed_at is set only once, so
-- the reward is paid once even under concurrency. Returns the ids completed, in the given order.
CREATE OR REPLACE FUNCTION petmatch_count_challenges(
  p_user uuid, p_at timestamptz,
  -- The New York day of p_at and the challenges counted: src/server/domain/challenges.ts.
  p_day text, p_ids text[], p_goals int[], p_descriptions text[], p_reward int
) RETURNS text[] AS $$
DECLARE
  v_reached text[] := '{}';
  v_completed text[] := '{}';
  v_row record;
BEGIN
  FOR v_row IN
    INSERT INTO challenge_progress AS cp (user_id, day, challenge_id, progress)
    SELECT p_user, p_day, c.id, 1 FROM unnest(p_ids) AS c(id)
    ON CONFLICT (user_id, day, challenge_id) DO UPDATE
      SET progress = least(cp.progress + 1, p_goals[array_position(p_ids, cp.challenge_id)])
    RETURNING cp.challenge_id, cp.progress, cp.completed_at
  LOOP
    IF v_row.completed_at IS NULL
       AND v_row.progress >= p_goals[array_position(p_ids, v_row.challenge_id)] THEN
      v_reached := v_reached || v_row.challenge_id;
    END IF;
  END LOOP;
  FOR i IN 1 .. coalesce(array_length(p_ids, 1), 0) LOOP
    CONTINUE WHEN NOT p_ids[i] = ANY (v_reached);
    UPDATE challenge_progress SET completed_at = p_at
    WHERE user_id = p_user AND day = p_day AND challenge_id = p_ids[i] AND completed_at IS NULL;
    IF FOUND THEN
      PERFORM petmatch_move_coins(p_user, 'earned', p_reward, p_descriptions[i], p_at);
      v_completed := v_completed || p_ids[i];
    END IF;
  END LOOP;
  RETURN v_completed;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The match of two people who liked each other (docs/rules.md "Swipes, matches"): one row per
-- pair (smaller id first, unique), a new_match notification and the match coins for both.
-- p_copy holds the texts; '{name}' in a message is the other person's display name. Returns the
-- two notifications' ids (self's, then other's), or null when the pair was already matched.
CREATE OR REPLACE FUNCTION petmatch_create_match(
  p_self uuid, p_self_name text, p_other uuid, p_other_name text, p_at timestamptz,
  p_coins int, p_copy jsonb
) RETURNS uuid[] AS $$
DECLARE
  v_self_note uuid;
  v_other_note uuid;
BEGIN
  INSERT INTO matches (user_a, user_b, created_at)
  VALUES (least(p_self, p_other), greatest(p_self, p_other), p_at)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  INSERT INTO notifications (user_id, type, title, message, related_user_id, created_at)
  VALUES (p_self, 'new_match', p_copy->>'matchTitle',
          replace(p_copy->>'matchMessage', '{name}', p_other_name), p_other, p_at)
  RETURNING id INTO v_self_note;
  INSERT INTO notifications (user_id, type, title, message, related_user_id, created_at)
  VALUES (p_other, 'new_match', p_copy->>'matchTitle',
          replace(p_copy->>'matchMessage', '{name}', p_self_name), p_self, p_at)
  RETURNING id INTO v_other_note;
  PERFORM petmatch_move_coins(p_self, 'earned', p_coins, p_copy->>'matchDescription', p_at);
  PERFORM petmatch_move_coins(p_other, 'earned', p_coins, p_copy->>'matchDescription', p_at);
  RETURN ARRAY[v_self_note, v_other_note];
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A swipe (PRODUCT_RULES.md 3, docs/rules.md "Swipes, matches"). Outcomes: 'ok', 'no_self' (the
-- caller's account is gone), 'not_found' (unknown or blocked either way), 'super_off',
-- 'super_limit', 'duplicate'; every outcome but 'ok' has written nothing. On 'ok': whether it
-- made a match and who was notified (for the realtime events the caller publishes after
-- commit).
CREATE OR REPLACE FUNCTION petmatch_swipe(
  p_me uuid, p_target uuid, p_direction text, p_at timestamptz,
  -- The New York day of p_at (its bounds) and how many super likes a day allows.
  p_day_start timestamptz, p_day_end timestamptz, p_super_likes_per_day int,
  -- As petmatch_count_challenges takes them.
  p_day text, p_challenge_ids text[], p_challenge_goals int[], p_challenge_descriptions text[],
  p_challenge_reward int,
  p_match_coins int,
  -- Whether the target, if a demo user, likes the caller back (decided by the pair, in the app).
  p_demo_likes_back boolean,
  p_copy jsonb,
  OUT outcome text, OUT is_match boolean, OUT other_name text, OUT notified_users uuid[],
  OUT notification_ids uuid[]
) AS $$
DECLARE
  v_self_name text;
  v_other_demo boolean;
  v_blocked boolean := false;
  v_liked boolean;
  v_notes uuid[];
  v_note uuid;
  v_row record;
BEGIN
  is_match := false;
  -- Both rows locked in id order: swipes between one pair run one after the other, so two
  -- simultaneous likes see each other and make exactly one match. NO KEY UPDATE does not hold up
  -- inserts that merely reference these users.
  FOR v_row IN
    SELECT u.id, u.display_name, u.is_demo,
           EXISTS (SELECT 1 FROM blocks b
                   WHERE (b.blocker_id = p_me AND b.blocked_id = p_target)
                      OR (b.blocker_id = p_target AND b.blocked_id = p_me)) AS blocked
    FROM users u WHERE u.id IN (p_me, p_target) ORDER BY u.id FOR NO KEY UPDATE OF u
  LOOP
    v_blocked := v_row.blocked;
    IF v_row.id = p_me THEN
      v_self_name := v_row.display_name;
    ELSE
      other_name := v_row.display_name;
      v_other_demo := v_row.is_demo;
    END IF;
  END LOOP;
  IF v_self_name IS NULL THEN
    outcome := 'no_self';
    RETURN;
  END IF;
  IF other_name IS NULL OR v_blocked THEN
    outcome := 'not_found';
    other_name := NULL;
    RETURN;
  END IF;

  IF p_direction = 'super' THEN
    IF EXISTS (SELECT 1 FROM preferences WHERE user_id = p_me AND NOT enable_super_likes) THEN
      outcome := 'super_off';
      RETURN;
    END IF;
    IF (SELECT count(*) FROM swipes
        WHERE swiper_id = p_me AND direction = 'super'
          AND created_at >= p_day_start AND created_at < p_day_end) >= p_super_likes_per_day THEN
      outcome := 'super_limit';
      RETURN;
    END IF;
  END IF;

  INSERT INTO swipes (swiper_id, swiped_id, direction, created_at)
  VALUES (p_me, p_target, p_direction, p_at)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    outcome := 'duplicate';
    RETURN;
  END IF;
  outcome := 'ok';
  PERFORM petmatch_count_challenges(p_me, p_at, p_day, p_challenge_ids, p_challenge_goals,
    p_challenge_descriptions, p_challenge_reward);
  IF p_direction = 'left' THEN
    RETURN;
  END IF;

  v_liked := EXISTS (SELECT 1 FROM swipes
                     WHERE swiper_id = p_target AND swiped_id = p_me
                       AND direction IN ('right', 'super'));
  IF NOT v_liked AND v_other_demo AND p_demo_likes_back THEN
    INSERT INTO swipes (swiper_id, swiped_id, direction, created_at)
    VALUES (p_target, p_me, 'right', p_at)
    ON CONFLICT DO NOTHING;
    v_liked := FOUND;
  END IF;
  IF v_liked THEN
    v_notes := petmatch_create_match(p_me, v_self_name, p_target, other_name, p_at,
      p_match_coins, p_copy);
    is_match := v_notes IS NOT NULL;
  END IF;

  IF is_match THEN
    notified_users := ARRAY[p_me, p_target];
    notification_ids := v_notes;
  ELSIF p_direction = 'super' THEN
    INSERT INTO notifications (user_id, type, title, message, related_user_id, created_at)
    VALUES (p_target, 'want_to_meet', p_copy->>'wantTitle',
            replace(p_copy->>'wantMessage', '{name}', v_self_name), p_me, p_at)
    RETURNING id INTO v_note;
    notified_users := ARRAY[p_target];
    notification_ids := ARRAY[v_note];
  END IF;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The writes of a care action (PRODUCT_RULES.md 2 and 4, docs/rules.md "Pets and economy"). The
-- app reads the pet without a lock, computes the action with the shared rules and sends the
-- result here with the row version it read (xmin): everything is written only if the pet is
-- still that version, else nothing is and saved is false (the app reads again and recomputes).
-- The caller's row is locked first, as every pet operation does ("Lock order").
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
  OUT notification_id uuid
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
  WHERE p.id = p_pet AND p.user_id = p_user AND p.xmin = p_version;
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
