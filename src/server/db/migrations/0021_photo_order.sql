-- A person's photos are read in photo order (created_at, then id: the main photo first) for every
-- deck card (cards.ts), every conversation (its partner's main photo, conversations.ts), a new
-- match's card (swipes.ts) and the owner's own list (photos/service.ts). Over (user_id,
-- created_at) that was an index scan, a sort and a table page per photo; with id in the key the
-- index alone answers, in order (bench/README.md "Photos read in order from the index"). The old
-- index is a prefix of the new one, so nothing that used it loses it.
DROP INDEX "profile_images_user_created_idx";--> statement-breakpoint
CREATE INDEX "profile_images_user_order_idx" ON "profile_images" USING btree ("user_id","created_at","id");--> statement-breakpoint
-- The index answers alone only for pages the visibility map marks all-visible, which a vacuum
-- does: vacuumed after 2 % new rows instead of the default 20 %, as game_results (0020).
ALTER TABLE "profile_images" SET (autovacuum_vacuum_insert_scale_factor = 0.02);
