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
ALTER TABLE "project_grants" ADD CONSTRAINT "project_grants_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_marks" ADD CONSTRAINT "project_marks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_marks" ADD CONSTRAINT "project_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_branches" ADD CONSTRAINT "clan_branches_clan_id_clans_id_fk" FOREIGN KEY ("clan_id") REFERENCES "public"."clans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clans" ADD CONSTRAINT "clans_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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