-- A pair's thread in thread order (time, then id), one direction per index range: a page of the
-- thread is the newest of each direction, merged, instead of a sort of every message the pair
-- ever wrote (bench/README.md "Long threads").
CREATE INDEX "messages_pair_thread_idx" ON "messages" USING btree ("sender_id","receiver_id","created_at","id");--> statement-breakpoint
DROP INDEX "messages_pair_created_idx";
