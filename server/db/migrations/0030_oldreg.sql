CREATE TABLE "old_register_pages" (
	"project_id" integer NOT NULL,
	"register_id" integer NOT NULL,
	"no" integer NOT NULL,
	"image_key" text,
	"image_type" text DEFAULT 'image/png' NOT NULL,
	"source" integer,
	"source_page" integer,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"lines" jsonb,
	CONSTRAINT "old_register_pages_project_id_register_id_no_pk" PRIMARY KEY("project_id","register_id","no")
);
--> statement-breakpoint
CREATE TABLE "old_registers" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"year_text" text DEFAULT '' NOT NULL,
	"volumes" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"queue_job_id" uuid,
	"import_job_id" integer,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "old_registers_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE INDEX "old_registers_clan_idx" ON "old_registers" USING btree ("project_id","clan_id","created_at");