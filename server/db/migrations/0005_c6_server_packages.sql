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
CREATE INDEX "print_package_purchases_user_idx" ON "print_package_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_package_uses_order_uq" ON "print_package_uses" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "print_package_uses_user_idx" ON "print_package_uses" USING btree ("user_id","id");