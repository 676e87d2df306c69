ALTER TABLE "age_groups" ADD COLUMN "slot_minutes" integer;--> statement-breakpoint
ALTER TABLE "age_groups" ADD COLUMN "min_rest_minutes" integer;