CREATE TABLE "project_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"amount_fen" integer NOT NULL,
	"out_trade_no" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "project_team_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"actor_id" integer NOT NULL,
	"target_user_id" integer NOT NULL,
	"action" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_visits" (
	"project_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_visits_project_id_day_user_id_pk" PRIMARY KEY("project_id","day","user_id")
);
--> statement-breakpoint
CREATE TABLE "project_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"builtin" text,
	"base" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_roles_base_valid" CHECK ("project_roles"."base" IN ('admin', 'manager', 'collaborator', 'member', 'visitor'))
);
--> statement-breakpoint
ALTER TABLE "project_grants" ADD COLUMN "kind" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
ALTER TABLE "project_grants" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "project_users" ADD COLUMN "id" serial NOT NULL;--> statement-breakpoint
ALTER TABLE "project_users" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "project_users" ADD COLUMN "status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "project_users" ADD COLUMN "remarks" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "member_quota" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "project_team_log" ADD CONSTRAINT "project_team_log_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_visits" ADD CONSTRAINT "project_visits_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_purchases_project_idx" ON "project_purchases" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "project_purchases_trade_uq" ON "project_purchases" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "project_team_log_idx" ON "project_team_log" USING btree ("project_id","at");--> statement-breakpoint
CREATE INDEX "project_visits_last_idx" ON "project_visits" USING btree ("project_id","last_at");--> statement-breakpoint
CREATE INDEX "project_roles_project_idx" ON "project_roles" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_roles_builtin_uq" ON "project_roles" USING btree ("project_id","builtin");--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_id_unique" UNIQUE("id");