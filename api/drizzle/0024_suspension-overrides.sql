CREATE TABLE "suspension_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"action" text NOT NULL,
	"games" integer,
	"reason" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suspension_overrides_action" CHECK ("suspension_overrides"."action" in ('lift', 'extend')),
	CONSTRAINT "suspension_overrides_games" CHECK (("suspension_overrides"."action" = 'lift') = ("suspension_overrides"."games" is null) and coalesce("suspension_overrides"."games", 1) between 1 and 10)
);
--> statement-breakpoint
ALTER TABLE "suspension_overrides" ADD CONSTRAINT "suspension_overrides_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_overrides" ADD CONSTRAINT "suspension_overrides_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_overrides" ADD CONSTRAINT "suspension_overrides_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspension_overrides" ADD CONSTRAINT "suspension_overrides_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "suspension_overrides_event_idx" ON "suspension_overrides" USING btree ("event_id","created_at");