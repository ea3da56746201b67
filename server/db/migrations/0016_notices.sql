CREATE TABLE "project_notices" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"author_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_notices_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE INDEX "project_notices_list_idx" ON "project_notices" USING btree ("project_id","pinned","created_at");