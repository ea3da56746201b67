CREATE TABLE "edition_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"edition" text NOT NULL,
	"days" integer NOT NULL,
	"used_by" integer,
	"project_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_entitlements" (
	"id" serial NOT NULL,
	"project_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"source" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_entitlements_id_project_id_pk" PRIMARY KEY("id","project_id")
);
--> statement-breakpoint
CREATE TABLE "user_dress" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"avatar_id" integer,
	"frame_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"project_id" integer,
	"amount_fen" integer NOT NULL,
	"out_trade_no" text,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "vip_orders_status_valid" CHECK ("vip_orders"."status" IN ('unpaid', 'paid', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "book_user_state" ADD COLUMN "page" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "edition_codes" ADD CONSTRAINT "edition_codes_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_dress" ADD CONSTRAINT "user_dress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_orders" ADD CONSTRAINT "vip_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entitlements_source_uq" ON "entitlements" USING btree ("source","kind");--> statement-breakpoint
CREATE INDEX "entitlements_user_idx" ON "entitlements" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "entitlements_ending_idx" ON "entitlements" USING btree ("ends_at") WHERE expired_at IS NULL AND revoked_at IS NULL AND ends_at IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "project_entitlements_source_uq" ON "project_entitlements" USING btree ("project_id","source","kind");--> statement-breakpoint
CREATE INDEX "project_entitlements_kind_idx" ON "project_entitlements" USING btree ("project_id","kind");--> statement-breakpoint
CREATE INDEX "project_entitlements_ending_idx" ON "project_entitlements" USING btree ("ends_at") WHERE expired_at IS NULL AND revoked_at IS NULL AND ends_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "vip_orders_user_idx" ON "vip_orders" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "vip_orders_trade_uq" ON "vip_orders" USING btree ("out_trade_no");