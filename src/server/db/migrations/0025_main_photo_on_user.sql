-- A person's main photo (the oldest of their profile_images) on their users row. Every list of
-- people read it with a lookup of its own: for a list of 200 conversations that lookup was a
-- quarter of PostgreSQL's CPU (bench/README.md "Main photo on the user row"), where the users row
-- it sits beside is read anyway. Photos change rarely (an upload, a delete), so they keep the copy.
ALTER TABLE "users" ADD COLUMN "main_image_id" uuid;--> statement-breakpoint
-- A new photo is the main one when there is none yet or it sorts first (uploads always come
-- after the others, photos/service.ts; seeds may not). Nothing updates a photo's row.
CREATE OR REPLACE FUNCTION petmatch_main_image_on_insert() RETURNS trigger AS $$
BEGIN
  UPDATE users u SET main_image_id = NEW.id
  WHERE u.id = NEW.user_id
    AND (u.main_image_id IS NULL
         OR (NEW.created_at, NEW.id) < (SELECT p.created_at, p.id FROM profile_images p
                                        WHERE p.id = u.main_image_id));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profile_images_main_on_insert
  AFTER INSERT ON profile_images
  FOR EACH ROW EXECUTE FUNCTION petmatch_main_image_on_insert();
--> statement-breakpoint
-- The user row is locked before the next main photo is chosen: the choice is then a statement
-- of its own, whose snapshot sees every delete committed before the lock was granted, so two
-- deletes at once cannot leave a removed photo as the main one.
CREATE OR REPLACE FUNCTION petmatch_main_image_on_delete() RETURNS trigger AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = OLD.user_id FOR UPDATE;
  UPDATE users u SET main_image_id =
    (SELECT p.id FROM profile_images p WHERE p.user_id = OLD.user_id
     ORDER BY p.created_at, p.id LIMIT 1)
  WHERE u.id = OLD.user_id AND u.main_image_id = OLD.id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER profile_images_main_on_delete
  AFTER DELETE ON profile_images
  FOR EACH ROW EXECUTE FUNCTION petmatch_main_image_on_delete();
--> statement-breakpoint
UPDATE users u SET main_image_id = m.id
FROM (SELECT DISTINCT ON (user_id) user_id, id FROM profile_images
      ORDER BY user_id, created_at, id) m
WHERE m.user_id = u.id;
