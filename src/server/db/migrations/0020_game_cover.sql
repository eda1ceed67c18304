-- Play styles (features/dating/play-style.ts) average each person's emoji games of the last 30
-- days (count, moves, seconds), for the ~200 people of every first deck. With the two averaged
-- columns in the index (created_at is already there) the read takes the index alone instead of
-- a table page per game, as migration 0019 did for care actions (bench/README.md "Games read
-- from the index"). Drizzle's index builder cannot say INCLUDE, so the schema (schema/pets.ts)
-- names the same index over its key columns.
DROP INDEX "game_results_user_idx";
--> statement-breakpoint
CREATE INDEX "game_results_user_idx" ON "game_results" ("user_id", "created_at") INCLUDE ("moves", "time_elapsed_seconds");
--> statement-breakpoint
-- The index answers alone only for rows the visibility map marks all-visible, which a vacuum
-- does; this append-only table is vacuumed after 2 % new rows instead of the default 20 %.
ALTER TABLE "game_results" SET (autovacuum_vacuum_insert_scale_factor = 0.02);
