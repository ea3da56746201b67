CREATE TABLE "book_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"title" text NOT NULL,
	"section" text NOT NULL,
	"content" text NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"pages" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "book_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"out_trade_no" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_redeem_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"code" text NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_user_state" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"score" integer DEFAULT 0 NOT NULL,
	"shelf_at" timestamp with time zone,
	"owned" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"title" text NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"format_name" text NOT NULL,
	"cover" jsonb NOT NULL,
	"pages" integer NOT NULL,
	"file_key" text NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"score_sum" integer DEFAULT 0 NOT NULL,
	"score_count" integer DEFAULT 0 NOT NULL,
	"read_count" integer DEFAULT 0 NOT NULL,
	"share_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"length" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"type" integer DEFAULT 1 NOT NULL,
	"project_id" integer NOT NULL,
	"sample_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"shipping" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"express_status" integer DEFAULT 0 NOT NULL,
	"consignee" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"out_trade_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "print_package_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" text NOT NULL,
	"price" integer NOT NULL,
	"credit" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"out_trade_no" text,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "print_package_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_samples" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"name" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"pdf_type" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"proof_paid" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pw_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"catalog_id" integer,
	"title" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"length" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pw_catalogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "book_chapters" ADD CONSTRAINT "book_chapters_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_jobs" ADD CONSTRAINT "book_jobs_sample_id_print_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."print_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_redeem_codes" ADD CONSTRAINT "book_redeem_codes_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_user_state" ADD CONSTRAINT "book_user_state_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_articles" ADD CONSTRAINT "clan_articles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_favorites" ADD CONSTRAINT "print_favorites_sample_id_print_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."print_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_samples" ADD CONSTRAINT "print_samples_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_samples" ADD CONSTRAINT "print_samples_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pw_articles" ADD CONSTRAINT "pw_articles_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pw_catalogs" ADD CONSTRAINT "pw_catalogs_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_chapters_book_idx" ON "book_chapters" USING btree ("book_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "book_jobs_sample_uq" ON "book_jobs" USING btree ("sample_id");--> statement-breakpoint
CREATE INDEX "book_jobs_clan_status_idx" ON "book_jobs" USING btree ("clan_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "book_redeem_codes_uq" ON "book_redeem_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "book_user_state_uq" ON "book_user_state" USING btree ("user_id","book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_clan_uq" ON "books" USING btree ("clan_id");--> statement-breakpoint
CREATE INDEX "books_project_idx" ON "books" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "clan_articles_project_idx" ON "clan_articles" USING btree ("project_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "print_favorites_uq" ON "print_favorites" USING btree ("user_id","sample_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_no_uq" ON "print_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "print_orders_user_idx" ON "print_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "print_orders_project_idx" ON "print_orders" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "print_package_purchases_user_idx" ON "print_package_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_package_uses_order_uq" ON "print_package_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "print_package_uses_user_idx" ON "print_package_uses" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "print_samples_project_idx" ON "print_samples" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "pw_articles_clan_idx" ON "pw_articles" USING btree ("clan_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "pw_catalogs_name_uq" ON "pw_catalogs" USING btree ("clan_id","name");