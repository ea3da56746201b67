CREATE TABLE "clan_marks" (
	"clan_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clan_marks_clan_id_user_id_kind_pk" PRIMARY KEY("clan_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "clan_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"content" text NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_member_elite" (
	"member_id" integer NOT NULL,
	"type" text NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	CONSTRAINT "clan_member_elite_member_id_type_pk" PRIMARY KEY("member_id","type")
);
--> statement-breakpoint
CREATE TABLE "clan_member_marks" (
	"member_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clan_member_marks_member_id_user_id_pk" PRIMARY KEY("member_id","user_id")
);
--> statement-breakpoint
DROP INDEX "clan_members_generation_idx";--> statement-breakpoint
DROP INDEX "clan_members_name_idx";--> statement-breakpoint
DROP INDEX "clan_members_full_name_idx";--> statement-breakpoint
ALTER TABLE "clans" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clans" ADD COLUMN "config" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clan_members" ADD COLUMN "residence" text;--> statement-breakpoint
ALTER TABLE "clan_marks" ADD CONSTRAINT "clan_marks_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_replies" ADD CONSTRAINT "clan_replies_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clan_marks_user_idx" ON "clan_marks" USING btree ("user_id","kind","at");--> statement-breakpoint
CREATE INDEX "clan_replies_clan_idx" ON "clan_replies" USING btree ("clan_id","created_at");--> statement-breakpoint
CREATE INDEX "clan_member_elite_clan_idx" ON "clan_member_elite" USING btree ("clan_id","type");--> statement-breakpoint
CREATE INDEX "clan_member_marks_user_idx" ON "clan_member_marks" USING btree ("user_id","clan_id","at");--> statement-breakpoint
CREATE INDEX "clan_members_bio_father_idx" ON "clan_members" USING btree ("clan_id","biological_father_id");--> statement-breakpoint
CREATE INDEX "clan_members_generation_idx" ON "clan_members" USING btree ("clan_id","generation","id");--> statement-breakpoint
CREATE INDEX "clan_members_name_idx" ON "clan_members" USING btree ("clan_id","generation","name" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "clan_members_full_name_idx" ON "clan_members" USING btree ("clan_id","generation","full_name" text_pattern_ops);