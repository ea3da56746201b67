CREATE TABLE "sacrifice_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sacrifice_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"project_id" integer,
	"clan_id" integer,
	"member_id" integer,
	"surname" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'm' NOT NULL,
	"birth" jsonb,
	"birth_text" text DEFAULT '' NOT NULL,
	"death" jsonb,
	"death_text" text DEFAULT '' NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"style" integer DEFAULT 0 NOT NULL,
	"tomb" boolean DEFAULT false NOT NULL,
	"biography" text DEFAULT '' NOT NULL,
	"epitaph" text DEFAULT '' NOT NULL,
	"music_key" text DEFAULT '' NOT NULL,
	"vr_id" integer,
	"offerers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"offerings" integer DEFAULT 0 NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sacrifice_lifetime" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sacrifice_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sacrifice_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'message' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sacrifice_offerings" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"out_trade_no" text,
	"free_day" text,
	"filial" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vr_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"project_id" integer,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_scene_id" text NOT NULL,
	"scenes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ancestral_halls" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"hall_name" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"plaque" text DEFAULT '' NOT NULL,
	"couplet_right" text DEFAULT '' NOT NULL,
	"couplet_left" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"visits" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_tablets" (
	"id" serial PRIMARY KEY NOT NULL,
	"hall_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"member_id" integer,
	"generation" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"sex" text NOT NULL,
	"text" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sacrifice_favorites_uq" ON "sacrifice_favorites" USING btree ("user_id","kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sacrifice_halls_member_uq" ON "sacrifice_halls" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sacrifice_halls_project_idx" ON "sacrifice_halls" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "sacrifice_halls_owner_idx" ON "sacrifice_halls" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "sacrifice_lifetime_hall_idx" ON "sacrifice_lifetime" USING btree ("hall_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "sacrifice_logs_hall_idx" ON "sacrifice_logs" USING btree ("hall_id","created_at");--> statement-breakpoint
CREATE INDEX "sacrifice_logs_user_idx" ON "sacrifice_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sacrifice_logs_time_idx" ON "sacrifice_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sacrifice_messages_hall_idx" ON "sacrifice_messages" USING btree ("hall_id","created_at");--> statement-breakpoint
CREATE INDEX "sacrifice_offerings_hall_idx" ON "sacrifice_offerings" USING btree ("hall_id","status","done_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sacrifice_offerings_trade_uq" ON "sacrifice_offerings" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sacrifice_offerings_free_uq" ON "sacrifice_offerings" USING btree ("hall_id","user_id","item_id","free_day");--> statement-breakpoint
CREATE INDEX "ancestral_halls_project_idx" ON "ancestral_halls" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "hall_tablets_hall_idx" ON "hall_tablets" USING btree ("hall_id","generation","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "hall_tablets_member_uq" ON "hall_tablets" USING btree ("hall_id","member_id");