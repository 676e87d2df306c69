ALTER TABLE "teams" ADD COLUMN "coach_name" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "coach_phone" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "coach_invite_email" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "coach_invite_token_hash" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "coach_claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "coach_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_coach_claimed_by_users_id_fk" FOREIGN KEY ("coach_claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_coach_invite_email_idx" ON "teams" USING btree ("coach_invite_email") WHERE "teams"."coach_invite_email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_coach_invite_token_unique" ON "teams" USING btree ("coach_invite_token_hash");