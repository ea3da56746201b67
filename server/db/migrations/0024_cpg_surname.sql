CREATE TABLE "cpg_books" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"surname" text NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"year_text" text DEFAULT '' NOT NULL,
	"year" integer,
	"volumes" integer DEFAULT 1 NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"preview_pages" integer DEFAULT 3 NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"reads" integer DEFAULT 0 NOT NULL,
	"collects" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cpg_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"days" integer NOT NULL,
	"used_by" integer,
	"used_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cpg_collects" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpg_collects_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "cpg_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"plan" text DEFAULT '' NOT NULL,
	"book_id" integer,
	"title" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"out_trade_no" text,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cpg_pages" (
	"book_id" integer NOT NULL,
	"page" integer NOT NULL,
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "cpg_pages_book_id_page_pk" PRIMARY KEY("book_id","page")
);
--> statement-breakpoint
CREATE TABLE "cpg_reads" (
	"user_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"page" integer DEFAULT 0 NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpg_reads_user_id_book_id_pk" PRIMARY KEY("user_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "surname_comment_votes" (
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"value" smallint NOT NULL,
	CONSTRAINT "surname_comment_votes_comment_id_user_id_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "surname_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"surname" text NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surname_content_marks" (
	"content_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"what" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surname_content_marks_content_id_user_id_what_pk" PRIMARY KEY("content_id","user_id","what")
);
--> statement-breakpoint
CREATE TABLE "surname_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"surname" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"era" text DEFAULT '' NOT NULL,
	"news_type" integer DEFAULT 0 NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cpg_books" ADD CONSTRAINT "cpg_books_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpg_codes" ADD CONSTRAINT "cpg_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpg_codes" ADD CONSTRAINT "cpg_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpg_collects" ADD CONSTRAINT "cpg_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpg_collects" ADD CONSTRAINT "cpg_collects_book_id_cpg_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."cpg_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpg_orders" ADD CONSTRAINT "cpg_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpg_pages" ADD CONSTRAINT "cpg_pages_book_id_cpg_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."cpg_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpg_reads" ADD CONSTRAINT "cpg_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpg_reads" ADD CONSTRAINT "cpg_reads_book_id_cpg_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."cpg_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surname_comment_votes" ADD CONSTRAINT "surname_comment_votes_comment_id_surname_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."surname_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surname_comment_votes" ADD CONSTRAINT "surname_comment_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surname_comments" ADD CONSTRAINT "surname_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surname_content_marks" ADD CONSTRAINT "surname_content_marks_content_id_surname_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."surname_contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surname_content_marks" ADD CONSTRAINT "surname_content_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surname_contents" ADD CONSTRAINT "surname_contents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cpg_books_surname_idx" ON "cpg_books" USING btree ("surname","published");--> statement-breakpoint
CREATE INDEX "cpg_books_published_idx" ON "cpg_books" USING btree ("published","is_recommend","id");--> statement-breakpoint
CREATE INDEX "cpg_codes_created_idx" ON "cpg_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cpg_orders_user_idx" ON "cpg_orders" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "cpg_orders_trade_uq" ON "cpg_orders" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "cpg_reads_user_idx" ON "cpg_reads" USING btree ("user_id","read_at");--> statement-breakpoint
CREATE INDEX "surname_comments_idx" ON "surname_comments" USING btree ("surname","id");--> statement-breakpoint
CREATE INDEX "surname_content_marks_user_idx" ON "surname_content_marks" USING btree ("user_id","what","created_at");--> statement-breakpoint
CREATE INDEX "surname_contents_idx" ON "surname_contents" USING btree ("surname","kind","id");--> statement-breakpoint
CREATE INDEX "surname_contents_kind_idx" ON "surname_contents" USING btree ("kind","id");