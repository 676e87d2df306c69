CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"side" "side" NOT NULL,
	"player_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"minute" integer NOT NULL,
	"reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cards_kind" CHECK ("cards"."kind" in ('yellow', 'secondYellow', 'red')),
	CONSTRAINT "cards_minute_nonneg" CHECK ("cards"."minute" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fouls" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"side" "side" NOT NULL,
	"half" integer NOT NULL,
	"minute" integer,
	"player_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by" uuid,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "fouls_half" CHECK ("fouls"."half" in (1, 2)),
	CONSTRAINT "fouls_minute_nonneg" CHECK ("fouls"."minute" is null or "fouls"."minute" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_lineups" (
	"game_id" uuid NOT NULL,
	"side" "side" NOT NULL,
	"event_id" uuid NOT NULL,
	"players" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"set_by" uuid,
	"set_at" timestamp with time zone,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "game_lineups_game_id_side_pk" PRIMARY KEY("game_id","side")
);
--> statement-breakpoint
CREATE TABLE "timeouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"game_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"side" "side" NOT NULL,
	"half" integer NOT NULL,
	"minute" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "timeouts_half" CHECK ("timeouts"."half" in (1, 2)),
	CONSTRAINT "timeouts_minute_nonneg" CHECK ("timeouts"."minute" is null or "timeouts"."minute" >= 0)
);
--> statement-breakpoint
ALTER TABLE "stage_settings" ADD COLUMN "match" jsonb DEFAULT '{"periods":2,"periodMinutes":20,"clock":"stopped"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stage_settings" ADD COLUMN "discipline" jsonb DEFAULT '{"redCardGames":1,"yellowCardsForSuspension":0}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "clock" jsonb;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "clock_set_by" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "clock_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "own_goal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "own_goal_by" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fouls" ADD CONSTRAINT "fouls_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_lineups" ADD CONSTRAINT "game_lineups_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeouts" ADD CONSTRAINT "timeouts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeouts" ADD CONSTRAINT "timeouts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeouts" ADD CONSTRAINT "timeouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_game_idx" ON "cards" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "cards_player_idx" ON "cards" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "fouls_game_idx" ON "fouls" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "timeouts_game_idx" ON "timeouts" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_clock_set_by_users_id_fk" FOREIGN KEY ("clock_set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_own_goal_by_users_id_fk" FOREIGN KEY ("own_goal_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_own_goal_scorer" CHECK (not "goals"."own_goal" or ("goals"."scorer_id" is null and "goals"."assist_id" is null));