-- Play styles (features/dating/play-style.ts) count each person's care actions of the last 30
-- days by kind and New York hour, for the 200 people of every first deck. With `action` in the
-- index (created_at is already there) the count reads the index alone instead of a table page
-- per action: for 200 people caring 7 times a day, 228 -> 70 ms of execution (bench/README.md
-- "Deck and the viewer's history"). Drizzle's index builder cannot say INCLUDE, so the schema
-- (schema/pets.ts) names the same index over its key columns.
DROP INDEX "pet_activities_user_created_idx";
--> statement-breakpoint
CREATE INDEX "pet_activities_user_created_idx" ON "pet_activities" ("user_id", "created_at") INCLUDE ("action");
--> statement-breakpoint
-- The index answers alone only for rows the visibility map marks all-visible, which a vacuum
-- does; this append-only table is vacuumed after 2 % new rows instead of the default 20 %.
ALTER TABLE "pet_activities" SET (autovacuum_vacuum_insert_scale_factor = 0.02);
