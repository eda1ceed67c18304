-- The lock statements of the batch writes (petmatch_lock_users for swipes and care, the match
-- rows of petmatch_send_message_batch) take an array of ids. PostgreSQL plans a cached statement
-- for its parameters' values while that looks cheaper than its generic plan, and for an array
-- that is shorter than the 10 elements a generic plan assumes it always does: under light load,
-- with batches of one or two, every batch planned its lock again (11 % of PostgreSQL's samples in
-- the WebSocket run, bench/README.md "Batch locks planned once"). The plans are the same either
-- way (the primary key; the match's user_b index), so these functions use their generic plans.
ALTER FUNCTION petmatch_lock_users(uuid[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION petmatch_send_message_batch(uuid[], uuid[], text[], timestamptz[], text[], jsonb)
  SET plan_cache_mode = force_generic_plan;
