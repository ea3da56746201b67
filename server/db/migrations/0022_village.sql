CREATE TABLE "village_admins" (
	"village_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "village_admins_village_id_user_id_pk" PRIMARY KEY("village_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "village_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"village_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "village_clans" (
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"village_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "village_clans_project_id_clan_id_village_id_pk" PRIMARY KEY("project_id","clan_id","village_id")
);
--> statement-breakpoint
CREATE TABLE "village_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"village_id" integer NOT NULL,
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
CREATE TABLE "village_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"village_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"source" text NOT NULL,
	"correction_id" integer,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"version_after" integer NOT NULL,
	"reverted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "villages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'ancestral' NOT NULL,
	"area_ids" jsonb NOT NULL,
	"area_text" text DEFAULT '' NOT NULL,
	"province_id" integer NOT NULL,
	"city_id" integer,
	"county_id" integer,
	"town_id" integer,
	"address" text DEFAULT '' NOT NULL,
	"longitude" double precision,
	"latitude" double precision,
	"description" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"chronicle" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"panorama" jsonb DEFAULT '{"startSceneId":"","scenes":[]}'::jsonb NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"creator_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "village_admins" ADD CONSTRAINT "village_admins_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "village_admins" ADD CONSTRAINT "village_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "village_articles" ADD CONSTRAINT "village_articles_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "village_articles" ADD CONSTRAINT "village_articles_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "village_clans" ADD CONSTRAINT "village_clans_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "village_corrections" ADD CONSTRAINT "village_corrections_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "village_corrections" ADD CONSTRAINT "village_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "village_log" ADD CONSTRAINT "village_log_village_id_villages_id_fk" FOREIGN KEY ("village_id") REFERENCES "public"."villages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "villages" ADD CONSTRAINT "villages_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "village_admins_user_idx" ON "village_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "village_articles_village_idx" ON "village_articles" USING btree ("village_id","id");--> statement-breakpoint
CREATE INDEX "village_clans_village_idx" ON "village_clans" USING btree ("village_id");--> statement-breakpoint
CREATE INDEX "village_corrections_village_idx" ON "village_corrections" USING btree ("village_id","status","id");--> statement-breakpoint
CREATE INDEX "village_corrections_user_idx" ON "village_corrections" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "village_log_village_idx" ON "village_log" USING btree ("village_id","id");--> statement-breakpoint
CREATE INDEX "villages_area_idx" ON "villages" USING btree ("province_id","city_id","county_id");--> statement-breakpoint
CREATE INDEX "villages_visits_idx" ON "villages" USING btree ("visits","id");--> statement-breakpoint
CREATE INDEX "villages_name_idx" ON "villages" USING btree ("name" text_pattern_ops);