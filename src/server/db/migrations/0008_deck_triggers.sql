-- The deck filters candidates on one table (bench/README.md "Deck"): users carries a copy of
-- each user's preferences and active pet type. Triggers keep the copy in step with every
-- writer (registration, preferences, adoption, set-active, seeds), in the writer's transaction.
CREATE OR REPLACE FUNCTION petmatch_copy_preferences_to_user() RETURNS trigger AS $$
BEGIN
  UPDATE users SET
    deck_age_min = NEW.age_min,
    deck_age_max = NEW.age_max,
    deck_distance = NEW.distance,
    deck_gender_preference = NEW.gender_preference,
    deck_sexual_preference_filter = NEW.sexual_preference_filter,
    deck_pet_preference = NEW.pet_preference,
    deck_show_only_active_pets = NEW.show_only_active_pets
  WHERE id = NEW.user_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER preferences_copy_to_user
  AFTER INSERT OR UPDATE ON preferences
  FOR EACH ROW EXECUTE FUNCTION petmatch_copy_preferences_to_user();
--> statement-breakpoint
-- Recomputed from pets rather than taken from NEW: a set-active switch deactivates one pet and
-- activates another, in either order, and the copy must end on the active one.
CREATE OR REPLACE FUNCTION petmatch_copy_active_pet_to_user() RETURNS trigger AS $$
BEGIN
  UPDATE users SET active_pet_type =
    (SELECT type FROM pets WHERE user_id = NEW.user_id AND is_active LIMIT 1)
  WHERE id = NEW.user_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pets_copy_active_to_user
  AFTER INSERT OR UPDATE OF is_active, type ON pets
  FOR EACH ROW EXECUTE FUNCTION petmatch_copy_active_pet_to_user();
--> statement-breakpoint
UPDATE users u SET
  deck_age_min = p.age_min,
  deck_age_max = p.age_max,
  deck_distance = p.distance,
  deck_gender_preference = p.gender_preference,
  deck_sexual_preference_filter = p.sexual_preference_filter,
  deck_pet_preference = p.pet_preference,
  deck_show_only_active_pets = p.show_only_active_pets
FROM preferences p WHERE p.user_id = u.id;
--> statement-breakpoint
UPDATE users u SET active_pet_type = pt.type FROM pets pt WHERE pt.user_id = u.id AND pt.is_active;
