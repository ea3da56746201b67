CREATE TABLE "ledger_balances" (
	"user_id" integer NOT NULL,
	"book" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_balances_user_id_book_pk" PRIMARY KEY("user_id","book"),
	CONSTRAINT "ledger_balances_non_negative" CHECK ("ledger_balances"."balance" >= 0),
	CONSTRAINT "ledger_balances_book_valid" CHECK ("ledger_balances"."book" IN ('points', 'coins'))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"book" text NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_balance_non_negative" CHECK ("ledger_entries"."balance_after" >= 0),
	CONSTRAINT "ledger_entries_delta_non_zero" CHECK ("ledger_entries"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "agent_bindings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"parent_agent_id" integer,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"buyer_id" integer NOT NULL,
	"level" integer NOT NULL,
	"out_trade_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"sale_fen" integer NOT NULL,
	"commission_fen" integer NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_month" text,
	"settled_at" timestamp with time zone,
	"reversed_at" timestamp with time zone,
	CONSTRAINT "agent_commissions_level_valid" CHECK ("agent_commissions"."level" IN (1, 2))
);
--> statement-breakpoint
CREATE TABLE "agent_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hongbao_grabs" (
	"id" serial PRIMARY KEY NOT NULL,
	"packet_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"exchanged_to" text,
	"exchanged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hongbao_grabs_amount_positive" CHECK ("hongbao_grabs"."amount_fen" >= 1)
);
--> statement-breakpoint
CREATE TABLE "hongbao_packets" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"project_id" integer,
	"clan_id" integer,
	"mode" text NOT NULL,
	"total_fen" integer NOT NULL,
	"shares" integer NOT NULL,
	"left_fen" integer NOT NULL,
	"left_shares" integer NOT NULL,
	"greeting" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"out_trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"returned_fen" integer DEFAULT 0 NOT NULL,
	"returned_at" timestamp with time zone,
	CONSTRAINT "hongbao_packets_left_valid" CHECK ("hongbao_packets"."left_fen" >= 0 AND "hongbao_packets"."left_shares" >= 0 AND "hongbao_packets"."left_fen" >= "hongbao_packets"."left_shares"),
	CONSTRAINT "hongbao_packets_mode_valid" CHECK ("hongbao_packets"."mode" IN ('fixed', 'random'))
);
--> statement-breakpoint
CREATE TABLE "point_exchanges" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_user_limit" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "point_products_stock_non_negative" CHECK ("point_products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"streak" integer NOT NULL,
	"points" integer NOT NULL,
	"makeup" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_ins_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_progress" (
	"user_id" integer NOT NULL,
	"task" text NOT NULL,
	"period" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_progress_user_id_task_period_pk" PRIMARY KEY("user_id","task","period")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"payout_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_balances" ADD CONSTRAINT "ledger_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bindings" ADD CONSTRAINT "agent_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bindings" ADD CONSTRAINT "agent_bindings_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bindings" ADD CONSTRAINT "agent_bindings_parent_agent_id_users_id_fk" FOREIGN KEY ("parent_agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD CONSTRAINT "agent_commissions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD CONSTRAINT "agent_commissions_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hongbao_grabs" ADD CONSTRAINT "hongbao_grabs_packet_id_hongbao_packets_id_fk" FOREIGN KEY ("packet_id") REFERENCES "public"."hongbao_packets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hongbao_grabs" ADD CONSTRAINT "hongbao_grabs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hongbao_packets" ADD CONSTRAINT "hongbao_packets_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_exchanges" ADD CONSTRAINT "point_exchanges_product_id_point_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."point_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_progress" ADD CONSTRAINT "task_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_ref_uq" ON "ledger_entries" USING btree ("book","ref");--> statement-breakpoint
CREATE INDEX "ledger_entries_user_idx" ON "ledger_entries" USING btree ("user_id","book","id");--> statement-breakpoint
CREATE INDEX "agent_bindings_agent_idx" ON "agent_bindings" USING btree ("agent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_commissions_sale_uq" ON "agent_commissions" USING btree ("out_trade_no","level");--> statement-breakpoint
CREATE INDEX "agent_commissions_agent_idx" ON "agent_commissions" USING btree ("agent_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "hongbao_grabs_one_uq" ON "hongbao_grabs" USING btree ("packet_id","user_id");--> statement-breakpoint
CREATE INDEX "hongbao_grabs_user_idx" ON "hongbao_grabs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "hongbao_packets_sender_idx" ON "hongbao_packets" USING btree ("sender_id","id");--> statement-breakpoint
CREATE INDEX "hongbao_packets_active_idx" ON "hongbao_packets" USING btree ("expires_at") WHERE "hongbao_packets"."status" = 'active';--> statement-breakpoint
CREATE INDEX "point_exchanges_user_idx" ON "point_exchanges" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_pending_idx" ON "withdrawals" USING btree ("created_at") WHERE "withdrawals"."status" = 'pending';--> statement-breakpoint
INSERT INTO "point_products" ("name", "kind", "image", "description", "points", "stock", "per_user_limit", "sort") VALUES
  ('商城满100减10元券', 'coupon', '', '族谱商城满100元减10元，兑换记录可在积分明细中查看', 300, 500, 2, 1),
  ('祥云头像框', 'frame', '', '个人主页头像框，兑换记录可在积分明细中查看', 200, 1000, 1, 2),
  ('家谱印刷9折卡', 'print', '', '家谱印刷订单9折，兑换记录可在积分明细中查看', 800, 200, 1, 3);
