CREATE TABLE "job_progress" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_jobs" ADD COLUMN "queue_job_id" uuid;--> statement-breakpoint
-- Jobs left live by a process before the queue existed have no queue job and would hold their clan forever:
-- they end as the old boot hook ended them.
UPDATE "book_jobs" SET "status" = 'failed', "error" = '服务重启，请重新生成', "finished_at" = now() WHERE "status" IN ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "book_jobs_live_clan_uq" ON "book_jobs" USING btree ("project_id","clan_id") WHERE status IN ('queued', 'running');