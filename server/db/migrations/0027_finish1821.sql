CREATE TABLE "content_notice_read_all" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"read_to" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_notice_reads" (
	"user_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_notice_reads_user_id_content_id_pk" PRIMARY KEY("user_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_scope_valid";--> statement-breakpoint
DROP INDEX "content_reports_open_uq";--> statement-breakpoint
ALTER TABLE "print_orders" ADD COLUMN "discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "channel" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD COLUMN "sale_kind" text DEFAULT 'mall' NOT NULL;--> statement-breakpoint
ALTER TABLE "point_products" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "content_replies" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "reply_id" integer;--> statement-breakpoint
ALTER TABLE "content_notice_read_all" ADD CONSTRAINT "content_notice_read_all_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_notice_reads" ADD CONSTRAINT "content_notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_notice_reads" ADD CONSTRAINT "content_notice_reads_content_id_content_posts_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."content_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_products" ADD CONSTRAINT "point_products_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reply_id_content_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."content_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_reply_open_uq" ON "content_reports" USING btree ("reporter_id","reply_id") WHERE status = 'open' and reply_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_open_uq" ON "content_reports" USING btree ("reporter_id","content_id") WHERE status = 'open' and reply_id is null;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_channel_valid" CHECK ("coupons"."channel" IN ('public', 'grant'));--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_scope_valid" CHECK ("coupons"."scope" IN ('all', 'product', 'category', 'print'));--> statement-breakpoint
-- the points shop delivers real coupons now: the 满100减10 mall coupon and the 家谱印刷9折卡 (a coupon of scope print)
-- are 'grant' coupons (never listed in the coupon centre), handed out by coupons grantCoupon on exchange
INSERT INTO "coupons" ("title", "kind", "amount_fen", "discount_pct", "min_spend_fen", "scope", "channel", "valid_from", "valid_to", "total", "per_user")
  VALUES ('商城满100减10元券', 'amount', 1000, 100, 10000, 'all', 'grant', '2026-01-01T00:00:00+08:00', '2036-12-31T23:59:59+08:00', 1000000, 1000),
         ('家谱印刷9折卡', 'discount', 0, 90, 0, 'print', 'grant', '2026-01-01T00:00:00+08:00', '2036-12-31T23:59:59+08:00', 1000000, 1000);--> statement-breakpoint
UPDATE "point_products" SET "coupon_id" = (SELECT "id" FROM "coupons" WHERE "channel" = 'grant' AND "scope" = 'all' ORDER BY "id" LIMIT 1), "active" = true,
  "description" = '族谱商城满100元减10元，兑换后在“我的优惠券”中，结算时自动选用' WHERE "kind" = 'coupon';--> statement-breakpoint
UPDATE "point_products" SET "coupon_id" = (SELECT "id" FROM "coupons" WHERE "channel" = 'grant' AND "scope" = 'print' ORDER BY "id" LIMIT 1), "active" = true,
  "description" = '家谱印刷订单的印刷费9折（用一次），下单时自动使用，取消订单退回' WHERE "kind" = 'print';
