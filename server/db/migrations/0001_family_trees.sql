CREATE TABLE "families" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text DEFAULT '' NOT NULL,
	"options" jsonb NOT NULL,
	"self_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"father_id" integer,
	"mother_id" integer,
	"spouse_id" integer,
	"user_id" integer,
	"birth" jsonb,
	"birth_year" integer,
	"death" jsonb,
	"death_year" integer,
	"living" boolean DEFAULT true NOT NULL,
	"phone" text,
	"location" text,
	"note" text,
	"birth_order" integer,
	"clan_member_id" integer,
	"clan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "families" ADD CONSTRAINT "families_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_persons" ADD CONSTRAINT "family_persons_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_users" ADD CONSTRAINT "family_users_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "families_owner_idx" ON "families" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "family_persons_family_idx" ON "family_persons" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "family_users_idx" ON "family_users" USING btree ("family_id","user_id");--> statement-breakpoint
CREATE INDEX "family_users_user_idx" ON "family_users" USING btree ("user_id");