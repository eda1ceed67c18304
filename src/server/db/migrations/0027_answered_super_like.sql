-- A swipe on someone whose super like is still unread marks that want_to_meet notification read:
-- the request is answered (a pass, or a like that makes the match), so the notification no longer
-- points at a Wants to Meet entry that is gone. petmatch_swipe as in 0012 otherwise; a pass that
-- read one reports it in notified_users / notification_ids so the caller's list refreshes.
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
  v_read uuid;
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
  -- A swipe answers the other person's super like: its notification is read (a like back makes
  -- the match, whose own notification then refreshes the caller's list).
  -- At most one: a pair's swipe is unique, so one super like, so one notification.
  UPDATE notifications SET is_read = true
  WHERE user_id = p_me AND type = 'want_to_meet' AND related_user_id = p_target
    AND NOT is_read
  RETURNING id INTO v_read;
  IF p_direction = 'left' THEN
    IF v_read IS NOT NULL THEN
      notified_users := ARRAY[p_me];
      notification_ids := ARRAY[v_read];
    END IF;
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
