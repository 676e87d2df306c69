CREATE TABLE "uploads" (
	"key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"private" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
