-- The SHA-256 of a photo's uploaded bytes: the same file uploaded again is refused with a message
-- instead of showing twice (photos/service.ts). Photos stored before this have none (null, which
-- a unique index never counts as equal).
ALTER TABLE "profile_images" ADD COLUMN "content_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_images_user_content_idx" ON "profile_images" USING btree ("user_id","content_hash");