CREATE TABLE "pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"position" integer DEFAULT 0 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "age_groups" ADD COLUMN "forfeit_score" jsonb DEFAULT '[3,0]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "knockout_fixtures" ADD COLUMN "start_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "knockout_fixtures" ADD COLUMN "pitch_id" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "pitch_id" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "schedule_set_by" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "schedule_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "forfeit" "side";--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pitches" ADD CONSTRAINT "pitches_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pitches_event_idx" ON "pitches" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "pitches_venue_idx" ON "pitches" USING btree ("venue_id","position");--> statement-breakpoint
CREATE INDEX "venues_event_idx" ON "venues" USING btree ("event_id","position");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_pitch_id_pitches_id_fk" FOREIGN KEY ("pitch_id") REFERENCES "public"."pitches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_schedule_set_by_users_id_fk" FOREIGN KEY ("schedule_set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_pitch_idx" ON "games" USING btree ("pitch_id","start_time");