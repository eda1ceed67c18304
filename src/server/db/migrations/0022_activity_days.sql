-- Play styles (features/dating/play-style.ts) count each person's pet activities of the last 30
-- days by care kind and New York hour bucket, for the ~200 people of every first deck. Read from
-- pet_activities that is one index entry per action: 200 people who care ~7 times a day are
-- 40,000 entries, ~20 ms of a first deck. Counted per user and UTC day as they are written, the
-- same counts are ~30 rows a person; only the first day of the window, which the 30 days cut
-- through, is still counted from pet_activities (bench/README.md "Care counted per day").
CREATE TABLE "pet_activity_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"feed" integer DEFAULT 0 NOT NULL,
	"play" integer DEFAULT 0 NOT NULL,
	"groom" integer DEFAULT 0 NOT NULL,
	"train" integer DEFAULT 0 NOT NULL,
	"night" integer DEFAULT 0 NOT NULL,
	"morning" integer DEFAULT 0 NOT NULL,
	"afternoon" integer DEFAULT 0 NOT NULL,
	"evening" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pet_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "pet_activity_days" ADD CONSTRAINT "pet_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept on insert. pet_activities is a log: nothing updates or deletes its rows, which leave only
-- with their user, as these do. The hour buckets are COMPATIBILITY.hourBucketStarts (6, 12, 18)
-- of DAY_NIGHT.timeZone (America/New_York), as play-style.ts counts the first day.
CREATE OR REPLACE FUNCTION petmatch_count_activity_day() RETURNS trigger AS $$
DECLARE
  v_bucket int := width_bucket(
    extract(hour FROM NEW.created_at AT TIME ZONE 'America/New_York'), ARRAY[6, 12, 18]::numeric[]);
BEGIN
  INSERT INTO pet_activity_days AS d
    (user_id, day, feed, play, groom, train, night, morning, afternoon, evening)
  VALUES (
    NEW.user_id, (NEW.created_at AT TIME ZONE 'UTC')::date,
    (NEW.action = 'feed')::int, (NEW.action = 'play')::int, (NEW.action = 'groom')::int,
    (NEW.action = 'train')::int,
    (v_bucket = 0)::int, (v_bucket = 1)::int, (v_bucket = 2)::int, (v_bucket = 3)::int)
  ON CONFLICT (user_id, day) DO UPDATE SET
    feed = d.feed + excluded.feed, play = d.play + excluded.play,
    groom = d.groom + excluded.groom, train = d.train + excluded.train,
    night = d.night + excluded.night, morning = d.morning + excluded.morning,
    afternoon = d.afternoon + excluded.afternoon, evening = d.evening + excluded.evening;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pet_activities_count_day AFTER INSERT ON pet_activities
  FOR EACH ROW EXECUTE FUNCTION petmatch_count_activity_day();
--> statement-breakpoint
-- What was written before this migration.
INSERT INTO pet_activity_days
  (user_id, day, feed, play, groom, train, night, morning, afternoon, evening)
SELECT user_id, day,
       count(*) FILTER (WHERE action = 'feed'), count(*) FILTER (WHERE action = 'play'),
       count(*) FILTER (WHERE action = 'groom'), count(*) FILTER (WHERE action = 'train'),
       count(*) FILTER (WHERE bucket = 0), count(*) FILTER (WHERE bucket = 1),
       count(*) FILTER (WHERE bucket = 2), count(*) FILTER (WHERE bucket = 3)
FROM (
  SELECT user_id, action, (created_at AT TIME ZONE 'UTC')::date AS day,
         width_bucket(extract(hour FROM created_at AT TIME ZONE 'America/New_York'),
                      ARRAY[6, 12, 18]::numeric[]) AS bucket
  FROM pet_activities
) a
GROUP BY user_id, day;
