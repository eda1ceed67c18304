ALTER TABLE "users" ADD COLUMN "deck_age_min" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deck_age_max" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deck_distance" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deck_gender_preference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deck_sexual_preference_filter" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deck_pet_preference" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deck_show_only_active_pets" boolean;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active_pet_type" text;