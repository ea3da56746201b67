CREATE TABLE "member_binds" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"relation" text DEFAULT '本人' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"review_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "member_binds_project_idx" ON "member_binds" USING btree ("project_id","status","id");--> statement-breakpoint
CREATE INDEX "member_binds_user_idx" ON "member_binds" USING btree ("user_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_binds_self_member_uq" ON "member_binds" USING btree ("member_id") WHERE status = 'accepted' AND relation = '本人';--> statement-breakpoint
CREATE UNIQUE INDEX "member_binds_self_user_uq" ON "member_binds" USING btree ("project_id","user_id") WHERE status = 'accepted' AND relation = '本人';--> statement-breakpoint
CREATE UNIQUE INDEX "member_binds_open_uq" ON "member_binds" USING btree ("member_id","user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "member_corrections_project_idx" ON "member_corrections" USING btree ("project_id","status","id");--> statement-breakpoint
CREATE INDEX "member_corrections_member_idx" ON "member_corrections" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_corrections_open_uq" ON "member_corrections" USING btree ("member_id","user_id") WHERE status IN ('pending', 'delayed');