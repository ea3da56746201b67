CREATE TABLE "gedcom_jobs" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"file_key" text,
	"log_key" text,
	"bytes" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preview" jsonb,
	"clan_version" integer,
	"result" jsonb,
	"error" text DEFAULT '' NOT NULL,
	"queue_job_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gedcom_jobs_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "gedcom_member_raw" (
	"project_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"lines" jsonb NOT NULL,
	CONSTRAINT "gedcom_member_raw_project_id_member_id_pk" PRIMARY KEY("project_id","member_id")
);
--> statement-breakpoint
CREATE INDEX "gedcom_jobs_clan_idx" ON "gedcom_jobs" USING btree ("project_id","clan_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gedcom_jobs_importing_clan_uq" ON "gedcom_jobs" USING btree ("project_id","clan_id") WHERE status = 'importing';--> statement-breakpoint
CREATE INDEX "gedcom_member_raw_clan_idx" ON "gedcom_member_raw" USING btree ("project_id","clan_id");