-- The receiver of a message can put a heart on it (PUT /api/messages/{messageId}/heart). A
-- constant default is kept in the catalog, so adding the column rewrites no row (PostgreSQL 11+).
ALTER TABLE "messages" ADD COLUMN "hearted_by_receiver" boolean DEFAULT false NOT NULL;
