CREATE TYPE "public"."game_stage" AS ENUM('group', 'knockout', 'league', 'friendly');--> statement-breakpoint
CREATE TABLE "points_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"age_group_id" uuid,
	"team_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_adjustments_nonzero" CHECK ("points_adjustments"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "stage_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"age_group_id" uuid,
	"tiebreakers" jsonb DEFAULT '["points","goalDifference","goalsFor"]'::jsonb NOT NULL,
	"third_place_match" boolean DEFAULT false NOT NULL,
	"drawing_of_lots" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "stage_settings_scope_unique" UNIQUE NULLS NOT DISTINCT("event_id","age_group_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "stage" "game_stage" DEFAULT 'friendly' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_adjustments" ADD CONSTRAINT "points_adjustments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_adjustments" ADD CONSTRAINT "points_adjustments_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_adjustments" ADD CONSTRAINT "points_adjustments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_settings" ADD CONSTRAINT "stage_settings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_settings" ADD CONSTRAINT "stage_settings_age_group_id_age_groups_id_fk" FOREIGN KEY ("age_group_id") REFERENCES "public"."age_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_adjustments_scope_idx" ON "points_adjustments" USING btree ("event_id","age_group_id");--> statement-breakpoint
CREATE INDEX "games_event_stage_idx" ON "games" USING btree ("event_id","age_group_id","stage","group_id");