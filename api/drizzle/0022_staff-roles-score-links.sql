CREATE TABLE "score_link_volunteers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "score_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"edition_id" uuid NOT NULL,
	"scope" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"event_slug" text NOT NULL,
	"edition_id" uuid,
	"role" text NOT NULL,
	"scope" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"granted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "score_link_volunteers" ADD CONSTRAINT "score_link_volunteers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_link_volunteers" ADD CONSTRAINT "score_link_volunteers_link_id_score_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."score_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_links" ADD CONSTRAINT "score_links_edition_id_events_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "score_links" ADD CONSTRAINT "score_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_edition_id_events_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "score_links_token_hash_unique" ON "score_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "score_links_edition_idx" ON "score_links" USING btree ("edition_id");--> statement-breakpoint
CREATE INDEX "staff_roles_user_idx" ON "staff_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "staff_roles_event_idx" ON "staff_roles" USING btree ("event_slug");