CREATE TABLE "mall_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"from_status" text NOT NULL,
	"reason" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"amount_fen" integer NOT NULL,
	"reject_reason" text,
	"staff_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "mall_refunds_amount_positive" CHECK ("mall_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "mall_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_sandbox_trades" ADD COLUMN "refund_fen" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_fen" integer;--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD CONSTRAINT "mall_refunds_order_id_mall_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."mall_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD CONSTRAINT "mall_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_refunds" ADD CONSTRAINT "mall_refunds_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_settings" ADD CONSTRAINT "mall_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mall_refunds_order_idx" ON "mall_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "mall_refunds_status_idx" ON "mall_refunds" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_refunds_pending_uq" ON "mall_refunds" USING btree ("order_id") WHERE "mall_refunds"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refund_valid" CHECK ("payments"."refund_fen" IS NULL OR ("payments"."refund_fen" > 0 AND "payments"."refund_fen" <= "payments"."amount_fen"));