CREATE TABLE "account_deletions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"passed_at" timestamp with time zone,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qr_logins" (
	"code" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text,
	"account" text,
	"password_hash" text,
	"nickname" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"photo" text DEFAULT '' NOT NULL,
	"background" text DEFAULT '' NOT NULL,
	"signature" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"birthday" text DEFAULT '' NOT NULL,
	"default_page" integer DEFAULT 1 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"extra_project_count" integer DEFAULT 0 NOT NULL,
	"share_value" text NOT NULL,
	"hc_app_id" text DEFAULT 'zupu' NOT NULL,
	"wx_open_id" text,
	"invited_by" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pay_sandbox_trades" (
	"out_trade_no" text PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"out_trade_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"subject" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text DEFAULT '' NOT NULL,
	"pay_type" text DEFAULT 'sandbox' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_fen" > 0),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" IN ('pending', 'paid', 'cancelled', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta_fen" integer NOT NULL,
	"balance_after_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_balance_non_negative" CHECK ("wallet_ledger"."balance_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance_fen" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_balance_non_negative" CHECK ("wallets"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"project_id" integer,
	"activity_id" integer,
	"type" integer NOT NULL,
	"sub_type" integer,
	"key" text NOT NULL,
	"thumb_key" text,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "named_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"surname" text NOT NULL,
	"gender" integer NOT NULL,
	"zibei" text DEFAULT '' NOT NULL,
	"zibei_position" text DEFAULT 'first' NOT NULL,
	"given_length" integer DEFAULT 2 NOT NULL,
	"birth" text NOT NULL,
	"birth_at" timestamp with time zone NOT NULL,
	"birthplace" text DEFAULT '' NOT NULL,
	"avoid" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"order_no" text,
	"names" jsonb NOT NULL,
	"bazi" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_marks" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_marks_project_id_user_id_kind_pk" PRIMARY KEY("project_id","user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "project_users" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"branch_root_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_users_project_id_user_id_pk" PRIMARY KEY("project_id","user_id"),
	CONSTRAINT "project_users_role_valid" CHECK ("project_users"."role" IN ('admin', 'manager', 'collaborator', 'member', 'visitor'))
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"privacy" text DEFAULT 'public' NOT NULL,
	"view_password_hash" text,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"identity" integer DEFAULT 0 NOT NULL,
	"owner_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_privacy_valid" CHECK ("projects"."privacy" IN ('public', 'password', 'members'))
);
--> statement-breakpoint
CREATE TABLE "clan_branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT '房' NOT NULL,
	"parent_id" integer,
	"founder_id" integer
);
--> statement-breakpoint
CREATE TABLE "clans" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"hall" text DEFAULT '' NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"poems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_member_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clan_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"clan_id" integer NOT NULL,
	"branch_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"gender" text NOT NULL,
	"surname" text NOT NULL,
	"name" text,
	"zi" text,
	"hao" text,
	"other_names" jsonb,
	"generation" integer NOT NULL,
	"branch_generation" integer,
	"birth_order" integer,
	"clan_rank" integer,
	"founder_role" text,
	"lineage_father_id" integer,
	"biological_father_id" integer,
	"adoption" jsonb,
	"mother_id" integer,
	"husband_id" integer,
	"spouse_type" text,
	"spouse_order" integer,
	"origin" text,
	"wife_id" integer,
	"in_chart" boolean DEFAULT false NOT NULL,
	"married_to" text,
	"children_surname" text,
	"birth" jsonb,
	"birth_text" text,
	"birth_year" integer,
	"death" jsonb,
	"death_text" text,
	"death_year" integer,
	"death_term" text,
	"burial" jsonb,
	"titles" jsonb,
	"biography" text,
	"photos" jsonb,
	"living" boolean DEFAULT false NOT NULL,
	"no_heir" boolean DEFAULT false NOT NULL,
	"uncertain" boolean DEFAULT false NOT NULL,
	"privacy" text DEFAULT 'public' NOT NULL,
	"full_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_logins" ADD CONSTRAINT "qr_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "named_requests" ADD CONSTRAINT "named_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_grants" ADD CONSTRAINT "project_grants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_marks" ADD CONSTRAINT "project_marks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_marks" ADD CONSTRAINT "project_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_branches" ADD CONSTRAINT "clan_branches_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clans" ADD CONSTRAINT "clans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_events_key_idx" ON "rate_events" USING btree ("key","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_phone_idx" ON "sms_codes" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_uq" ON "users" USING btree ("phone");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_uq" ON "users" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "users_share_value_uq" ON "users" USING btree ("share_value");--> statement-breakpoint
CREATE UNIQUE INDEX "users_wx_open_id_uq" ON "users" USING btree ("wx_open_id");--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_out_trade_no_uq" ON "payments" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_ref_uq" ON "wallet_ledger" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_uq" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_user_idx" ON "files" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "files_project_activity_idx" ON "files" USING btree ("project_id","activity_id");--> statement-breakpoint
CREATE INDEX "named_requests_user_idx" ON "named_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_grants_token_uq" ON "project_grants" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "project_marks_user_idx" ON "project_marks" USING btree ("user_id","kind","at");--> statement-breakpoint
CREATE INDEX "project_users_user_idx" ON "project_users" USING btree ("user_id","role");--> statement-breakpoint
CREATE INDEX "projects_owner_idx" ON "projects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "projects_identity_idx" ON "projects" USING btree ("identity","sort");--> statement-breakpoint
CREATE INDEX "clan_branches_clan_idx" ON "clan_branches" USING btree ("clan_id");--> statement-breakpoint
CREATE INDEX "clans_project_idx" ON "clans" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "clan_member_log_member_idx" ON "clan_member_log" USING btree ("clan_id","member_id");--> statement-breakpoint
CREATE INDEX "clan_member_log_project_idx" ON "clan_member_log" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "clan_members_generation_idx" ON "clan_members" USING btree ("clan_id","generation");--> statement-breakpoint
CREATE INDEX "clan_members_father_idx" ON "clan_members" USING btree ("clan_id","lineage_father_id");--> statement-breakpoint
CREATE INDEX "clan_members_husband_idx" ON "clan_members" USING btree ("clan_id","husband_id");--> statement-breakpoint
CREATE INDEX "clan_members_name_idx" ON "clan_members" USING btree ("clan_id","name");--> statement-breakpoint
CREATE INDEX "clan_members_full_name_idx" ON "clan_members" USING btree ("clan_id","full_name");