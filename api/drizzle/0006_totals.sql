CREATE TABLE "club_totals" (
	"club_id" uuid PRIMARY KEY NOT NULL,
	"team_rows" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_totals" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"kind" "event_kind" DEFAULT 'futsal' NOT NULL,
	"completed_games" integer DEFAULT 0 NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_team_totals" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_team_totals_user_id_team_id_pk" PRIMARY KEY("user_id","team_id")
);
--> statement-breakpoint
CREATE TABLE "player_totals" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"goals" integer DEFAULT 0 NOT NULL,
	"assists" integer DEFAULT 0 NOT NULL,
	"saves" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_totals" (
	"name" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_totals" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"club_id" uuid,
	"played" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"goals_for" integer DEFAULT 0 NOT NULL,
	"goals_against" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "club_totals_wins_idx" ON "club_totals" USING btree ("wins" DESC NULLS LAST,"club_id");--> statement-breakpoint
CREATE INDEX "player_team_totals_team_idx" ON "player_team_totals" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "player_totals_goals_idx" ON "player_totals" USING btree ("goals" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "player_totals_assists_idx" ON "player_totals" USING btree ("assists" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "player_totals_saves_idx" ON "player_totals" USING btree ("saves" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "team_totals_club_idx" ON "team_totals" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "saves_player_idx" ON "goalkeeper_saves" USING btree ("player_id");