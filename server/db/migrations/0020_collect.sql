CREATE TABLE "collect_admins" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"collect_id" integer NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collect_admins_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "collect_families" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"collect_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"admin_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"father_member_id" integer,
	"phone" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"feedback" text DEFAULT '' NOT NULL,
	"merged_by" integer,
	"merged_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collect_families_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "collect_persons" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"role" text NOT NULL,
	"gender" text NOT NULL,
	"surname" text NOT NULL,
	"name" text NOT NULL,
	"zi" text DEFAULT '' NOT NULL,
	"hao" text DEFAULT '' NOT NULL,
	"birth_text" text DEFAULT '' NOT NULL,
	"death_text" text DEFAULT '' NOT NULL,
	"living" boolean DEFAULT true NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"ranking" integer DEFAULT 1 NOT NULL,
	"mother_person_id" integer,
	"is_main" boolean DEFAULT false NOT NULL,
	"match_member_id" integer,
	"merged_member_id" integer,
	"merged_new" boolean DEFAULT false NOT NULL,
	CONSTRAINT "collect_persons_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "collects" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"branch_root_id" integer,
	"form" jsonb NOT NULL,
	"deadline" text DEFAULT '' NOT NULL,
	"fillers" text DEFAULT 'anyone' NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"creator_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "collects_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "invites" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"secret_hash" text NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invites_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "activity_signups" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"people" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_signups_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "album_photos" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"album_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text DEFAULT '' NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"member_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "album_photos_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "clan_activities" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clan_activities_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "clan_albums" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"privacy" text DEFAULT 'readers' NOT NULL,
	"cover_photo_id" integer,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "clan_albums_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "collect_admins_phone_uq" ON "collect_admins" USING btree ("project_id","collect_id","phone");--> statement-breakpoint
CREATE INDEX "collect_admins_user_idx" ON "collect_admins" USING btree ("project_id","user_id");--> statement-breakpoint
CREATE INDEX "collect_families_collect_idx" ON "collect_families" USING btree ("project_id","collect_id","status","id");--> statement-breakpoint
CREATE INDEX "collect_families_owner_idx" ON "collect_families" USING btree ("project_id","owner_id");--> statement-breakpoint
CREATE INDEX "collect_persons_family_idx" ON "collect_persons" USING btree ("project_id","family_id");--> statement-breakpoint
CREATE INDEX "collect_persons_merged_idx" ON "collect_persons" USING btree ("project_id","merged_member_id") WHERE merged_member_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "collects_clan_idx" ON "collects" USING btree ("project_id","clan_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_signups_user_uq" ON "activity_signups" USING btree ("project_id","activity_id","user_id");--> statement-breakpoint
CREATE INDEX "album_photos_album_idx" ON "album_photos" USING btree ("project_id","album_id","sort","id");--> statement-breakpoint
CREATE INDEX "clan_activities_project_idx" ON "clan_activities" USING btree ("project_id","day");--> statement-breakpoint
CREATE INDEX "clan_albums_clan_idx" ON "clan_albums" USING btree ("project_id","clan_id","id");