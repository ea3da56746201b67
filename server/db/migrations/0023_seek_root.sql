CREATE TABLE "seek_root_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seek_root_clans" (
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"surname" text NOT NULL,
	"name" text NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"public" boolean NOT NULL,
	"poems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gen_years" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"clan_version" integer NOT NULL,
	"clan_updated_at" timestamp with time zone NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seek_root_clans_project_id_clan_id_pk" PRIMARY KEY("project_id","clan_id")
);
--> statement-breakpoint
CREATE TABLE "seek_root_likes" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seek_root_likes_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "seek_root_matches" (
	"post_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"score" real NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gen_from" integer,
	"gen_to" integer,
	"members" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seek_root_matches_post_id_project_id_clan_id_pk" PRIMARY KEY("post_id","project_id","clan_id")
);
--> statement-breakpoint
CREATE TABLE "seek_root_mod_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"action" text NOT NULL,
	"post_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seek_root_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"area_code" integer DEFAULT 0 NOT NULL,
	"area_name" text DEFAULT '' NOT NULL,
	"village" text DEFAULT '' NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"junwang" text DEFAULT '' NOT NULL,
	"zibei" text DEFAULT '' NOT NULL,
	"zibei_last" integer DEFAULT 0 NOT NULL,
	"father" text DEFAULT '' NOT NULL,
	"grandfather" text DEFAULT '' NOT NULL,
	"great_grandfather" text DEFAULT '' NOT NULL,
	"birth_year" integer DEFAULT 0 NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"story" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"blocked" boolean DEFAULT false NOT NULL,
	"polished" boolean DEFAULT false NOT NULL,
	"adopted_reply_id" integer,
	"like_count" integer DEFAULT 0 NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"match_state" text DEFAULT 'pending' NOT NULL,
	"matched_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seek_root_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"birth_year" integer DEFAULT 0 NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"area_code" integer DEFAULT 0 NOT NULL,
	"area_name" text DEFAULT '' NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seek_root_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"parent_id" integer,
	"to_user_id" integer,
	"body" text NOT NULL,
	"project_id" integer,
	"clan_id" integer,
	"clan_name" text DEFAULT '' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"adopted" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seek_root_reply_likes" (
	"reply_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seek_root_reply_likes_reply_id_user_id_pk" PRIMARY KEY("reply_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "seek_root_shares" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"scene" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seek_root_shares_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "seek_root_clans" ADD CONSTRAINT "seek_root_clans_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_likes" ADD CONSTRAINT "seek_root_likes_post_id_seek_root_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."seek_root_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_likes" ADD CONSTRAINT "seek_root_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_matches" ADD CONSTRAINT "seek_root_matches_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_posts" ADD CONSTRAINT "seek_root_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_profiles" ADD CONSTRAINT "seek_root_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_replies" ADD CONSTRAINT "seek_root_replies_post_id_seek_root_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."seek_root_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_replies" ADD CONSTRAINT "seek_root_replies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_reply_likes" ADD CONSTRAINT "seek_root_reply_likes_reply_id_seek_root_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."seek_root_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_reply_likes" ADD CONSTRAINT "seek_root_reply_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_shares" ADD CONSTRAINT "seek_root_shares_post_id_seek_root_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."seek_root_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seek_root_shares" ADD CONSTRAINT "seek_root_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seek_root_banners_sort_idx" ON "seek_root_banners" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "seek_root_clans_surname_idx" ON "seek_root_clans" USING btree ("surname") WHERE public;--> statement-breakpoint
CREATE INDEX "seek_root_matches_post_idx" ON "seek_root_matches" USING btree ("post_id","rank");--> statement-breakpoint
CREATE INDEX "seek_root_matches_clan_idx" ON "seek_root_matches" USING btree ("project_id","clan_id");--> statement-breakpoint
CREATE INDEX "seek_root_mod_logs_created_idx" ON "seek_root_mod_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "seek_root_posts_list_idx" ON "seek_root_posts" USING btree ("first_name","created_at","id") WHERE status <> 'deleted' and not blocked;--> statement-breakpoint
CREATE INDEX "seek_root_posts_new_idx" ON "seek_root_posts" USING btree ("created_at","id") WHERE status <> 'deleted' and not blocked;--> statement-breakpoint
CREATE INDEX "seek_root_posts_user_idx" ON "seek_root_posts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "seek_root_replies_post_idx" ON "seek_root_replies" USING btree ("post_id","parent_id","created_at","id");