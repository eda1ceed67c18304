DROP INDEX "users_lat_lng_idx";--> statement-breakpoint
CREATE INDEX "users_location_gist" ON "users" USING gist (point("lng", "lat"));