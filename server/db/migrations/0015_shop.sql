CREATE TABLE "mall_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"selected" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_cart_quantity_positive" CHECK ("mall_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_collects" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_collects_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "mall_express_cache" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"trace" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"spec_text" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reviewed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mall_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"cancel_by" text,
	"goods_fen" integer NOT NULL,
	"shipping_fen" integer DEFAULT 0 NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"user_coupon_id" integer,
	"address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"out_trade_no" text,
	"carrier" text,
	"tracking_no" text,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mall_orders_total_positive" CHECK ("mall_orders"."total_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"spec_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"price_fen" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"shipping_fen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_products_sales_non_negative" CHECK ("mall_products"."sales" >= 0)
);
--> statement-breakpoint
CREATE TABLE "mall_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"stars" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mall_reviews_stars_valid" CHECK ("mall_reviews"."stars" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "mall_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"spec" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_text" text DEFAULT '' NOT NULL,
	"price_fen" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	CONSTRAINT "mall_skus_price_positive" CHECK ("mall_skus"."price_fen" > 0),
	CONSTRAINT "mall_skus_stock_non_negative" CHECK ("mall_skus"."stock" >= 0),
	CONSTRAINT "mall_skus_reserved_valid" CHECK ("mall_skus"."reserved" >= 0 AND "mall_skus"."reserved" <= "mall_skus"."stock")
);
--> statement-breakpoint
CREATE TABLE "mall_stock_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"discount_pct" integer DEFAULT 100 NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'all' NOT NULL,
	"scope_id" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"total" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"per_user" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_kind_valid" CHECK ("coupons"."kind" IN ('amount', 'discount')),
	CONSTRAINT "coupons_scope_valid" CHECK ("coupons"."scope" IN ('all', 'product', 'category')),
	CONSTRAINT "coupons_received_valid" CHECK ("coupons"."received" >= 0 AND "coupons"."received" <= "coupons"."total"),
	CONSTRAINT "coupons_pct_valid" CHECK ("coupons"."discount_pct" BETWEEN 1 AND 100)
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"n" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"order_ref" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "user_coupons_status_valid" CHECK ("user_coupons"."status" IN ('unused', 'locked', 'used'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"province" text NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"county" text DEFAULT '' NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
ALTER TABLE "pay_sandbox_trades" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pay_sandbox_trades" ADD COLUMN "refund_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mall_cart_items" ADD CONSTRAINT "mall_cart_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_cart_items" ADD CONSTRAINT "mall_cart_items_sku_id_mall_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."mall_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_collects" ADD CONSTRAINT "mall_collects_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_collects" ADD CONSTRAINT "mall_collects_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_express_cache" ADD CONSTRAINT "mall_express_cache_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_sku_id_mall_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."mall_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_order_items" ADD CONSTRAINT "mall_order_items_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_orders" ADD CONSTRAINT "mall_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_products" ADD CONSTRAINT "mall_products_category_id_mall_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."mall_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD CONSTRAINT "mall_reviews_order_item_id_mall_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."mall_order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD CONSTRAINT "mall_reviews_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_reviews" ADD CONSTRAINT "mall_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_skus" ADD CONSTRAINT "mall_skus_product_id_mall_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."mall_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_stock_logs" ADD CONSTRAINT "mall_stock_logs_sku_id_mall_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."mall_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_stock_logs" ADD CONSTRAINT "mall_stock_logs_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mall_cart_user_sku_uq" ON "mall_cart_items" USING btree ("user_id","sku_id");--> statement-breakpoint
CREATE INDEX "mall_order_items_order_idx" ON "mall_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "mall_order_items_product_idx" ON "mall_order_items" USING btree ("product_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_code_uq" ON "mall_orders" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_orders_client_key_uq" ON "mall_orders" USING btree ("user_id","client_key");--> statement-breakpoint
CREATE INDEX "mall_orders_user_idx" ON "mall_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mall_orders_unpaid_idx" ON "mall_orders" USING btree ("created_at") WHERE "mall_orders"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "mall_orders_shipped_idx" ON "mall_orders" USING btree ("shipped_at") WHERE "mall_orders"."status" = 'shipped';--> statement-breakpoint
CREATE INDEX "mall_products_category_idx" ON "mall_products" USING btree ("category_id","id");--> statement-breakpoint
CREATE INDEX "mall_products_on_sale_idx" ON "mall_products" USING btree ("on_sale","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_reviews_item_uq" ON "mall_reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "mall_reviews_product_idx" ON "mall_reviews" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "mall_skus_product_idx" ON "mall_skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "mall_stock_logs_sku_idx" ON "mall_stock_logs" USING btree ("sku_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_copy_uq" ON "user_coupons" USING btree ("coupon_id","user_id","n");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_uq" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" IN ('pending', 'paid', 'cancelled', 'closed', 'expired', 'refunded'));