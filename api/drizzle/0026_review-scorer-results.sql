ALTER TABLE "stage_settings" ADD COLUMN "review" jsonb DEFAULT '{"scorerResults":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "awaiting_confirmation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "confirmed_by" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;