-- Keys a distributed PostgreSQL can shard (issue 11, docs/scaling.md): every project table's primary key, unique keys
-- and the foreign keys between project tables carry project_id. Every table already has project_id NOT NULL, so no
-- column is added; only constraints change and no row is rewritten or lost (tests/api/keys-migration.test.ts).
-- Hand-edited after drizzle-kit generate: the primary keys are dropped by their PostgreSQL names (<table>_pkey), and
-- project_id of rows under a clan, a book or a sample is first set from that parent (a row filed under a parent of
-- another project would otherwise stop the composite foreign key).
ALTER TABLE "project_users" DROP CONSTRAINT "project_users_id_unique";--> statement-breakpoint
ALTER TABLE "clan_branches" DROP CONSTRAINT "clan_branches_clan_id_clans_id_fk";
--> statement-breakpoint
ALTER TABLE "clan_marks" DROP CONSTRAINT "clan_marks_clan_id_clans_id_fk";
--> statement-breakpoint
ALTER TABLE "clan_replies" DROP CONSTRAINT "clan_replies_clan_id_clans_id_fk";
--> statement-breakpoint
ALTER TABLE "book_chapters" DROP CONSTRAINT "book_chapters_book_id_books_id_fk";
--> statement-breakpoint
ALTER TABLE "book_jobs" DROP CONSTRAINT "book_jobs_sample_id_print_samples_id_fk";
--> statement-breakpoint
ALTER TABLE "book_redeem_codes" DROP CONSTRAINT "book_redeem_codes_book_id_books_id_fk";
--> statement-breakpoint
ALTER TABLE "book_user_state" DROP CONSTRAINT "book_user_state_book_id_books_id_fk";
--> statement-breakpoint
ALTER TABLE "print_favorites" DROP CONSTRAINT "print_favorites_sample_id_print_samples_id_fk";
--> statement-breakpoint
ALTER TABLE "print_samples" DROP CONSTRAINT "print_samples_clan_id_clans_id_fk";
--> statement-breakpoint
ALTER TABLE "pw_articles" DROP CONSTRAINT "pw_articles_clan_id_clans_id_fk";
--> statement-breakpoint
ALTER TABLE "pw_catalogs" DROP CONSTRAINT "pw_catalogs_clan_id_clans_id_fk";
--> statement-breakpoint
DROP INDEX "project_grants_token_uq";--> statement-breakpoint
DROP INDEX "member_binds_self_member_uq";--> statement-breakpoint
DROP INDEX "member_binds_open_uq";--> statement-breakpoint
DROP INDEX "member_corrections_open_uq";--> statement-breakpoint
DROP INDEX "hall_tablets_member_uq";--> statement-breakpoint
DROP INDEX "book_jobs_sample_uq";--> statement-breakpoint
DROP INDEX "book_redeem_codes_uq";--> statement-breakpoint
DROP INDEX "book_user_state_uq";--> statement-breakpoint
DROP INDEX "books_clan_uq";--> statement-breakpoint
DROP INDEX "print_favorites_uq";--> statement-breakpoint
DROP INDEX "print_orders_no_uq";--> statement-breakpoint
DROP INDEX "pw_catalogs_name_uq";--> statement-breakpoint
ALTER TABLE "clan_marks" DROP CONSTRAINT "clan_marks_clan_id_user_id_kind_pk";--> statement-breakpoint
ALTER TABLE "clan_member_elite" DROP CONSTRAINT "clan_member_elite_member_id_type_pk";--> statement-breakpoint
ALTER TABLE "clan_member_marks" DROP CONSTRAINT "clan_member_marks_member_id_user_id_pk";--> statement-breakpoint
ALTER TABLE "project_grants" DROP CONSTRAINT "project_grants_pkey";--> statement-breakpoint
ALTER TABLE "project_team_log" DROP CONSTRAINT "project_team_log_pkey";--> statement-breakpoint
ALTER TABLE "clan_branches" DROP CONSTRAINT "clan_branches_pkey";--> statement-breakpoint
ALTER TABLE "clan_replies" DROP CONSTRAINT "clan_replies_pkey";--> statement-breakpoint
ALTER TABLE "clans" DROP CONSTRAINT "clans_pkey";--> statement-breakpoint
ALTER TABLE "clan_member_log" DROP CONSTRAINT "clan_member_log_pkey";--> statement-breakpoint
ALTER TABLE "clan_members" DROP CONSTRAINT "clan_members_pkey";--> statement-breakpoint
ALTER TABLE "member_binds" DROP CONSTRAINT "member_binds_pkey";--> statement-breakpoint
ALTER TABLE "member_corrections" DROP CONSTRAINT "member_corrections_pkey";--> statement-breakpoint
ALTER TABLE "project_roles" DROP CONSTRAINT "project_roles_pkey";--> statement-breakpoint
ALTER TABLE "ancestral_halls" DROP CONSTRAINT "ancestral_halls_pkey";--> statement-breakpoint
ALTER TABLE "hall_tablets" DROP CONSTRAINT "hall_tablets_pkey";--> statement-breakpoint
ALTER TABLE "book_chapters" DROP CONSTRAINT "book_chapters_pkey";--> statement-breakpoint
ALTER TABLE "book_jobs" DROP CONSTRAINT "book_jobs_pkey";--> statement-breakpoint
ALTER TABLE "book_purchases" DROP CONSTRAINT "book_purchases_pkey";--> statement-breakpoint
ALTER TABLE "book_redeem_codes" DROP CONSTRAINT "book_redeem_codes_pkey";--> statement-breakpoint
ALTER TABLE "book_user_state" DROP CONSTRAINT "book_user_state_pkey";--> statement-breakpoint
ALTER TABLE "books" DROP CONSTRAINT "books_pkey";--> statement-breakpoint
ALTER TABLE "clan_articles" DROP CONSTRAINT "clan_articles_pkey";--> statement-breakpoint
ALTER TABLE "print_favorites" DROP CONSTRAINT "print_favorites_pkey";--> statement-breakpoint
ALTER TABLE "print_orders" DROP CONSTRAINT "print_orders_pkey";--> statement-breakpoint
ALTER TABLE "print_samples" DROP CONSTRAINT "print_samples_pkey";--> statement-breakpoint
ALTER TABLE "pw_articles" DROP CONSTRAINT "pw_articles_pkey";--> statement-breakpoint
ALTER TABLE "pw_catalogs" DROP CONSTRAINT "pw_catalogs_pkey";--> statement-breakpoint
UPDATE "clan_branches" c SET "project_id" = p."project_id" FROM "clans" p WHERE p."id" = c."clan_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "clan_marks" c SET "project_id" = p."project_id" FROM "clans" p WHERE p."id" = c."clan_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "clan_replies" c SET "project_id" = p."project_id" FROM "clans" p WHERE p."id" = c."clan_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "pw_catalogs" c SET "project_id" = p."project_id" FROM "clans" p WHERE p."id" = c."clan_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "pw_articles" c SET "project_id" = p."project_id" FROM "clans" p WHERE p."id" = c."clan_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "print_samples" c SET "project_id" = p."project_id" FROM "clans" p WHERE p."id" = c."clan_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "book_chapters" c SET "project_id" = p."project_id" FROM "books" p WHERE p."id" = c."book_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "book_user_state" c SET "project_id" = p."project_id" FROM "books" p WHERE p."id" = c."book_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "book_redeem_codes" c SET "project_id" = p."project_id" FROM "books" p WHERE p."id" = c."book_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "book_jobs" c SET "project_id" = p."project_id" FROM "print_samples" p WHERE p."id" = c."sample_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
UPDATE "print_favorites" c SET "project_id" = p."project_id" FROM "print_samples" p WHERE p."id" = c."sample_id" AND p."project_id" <> c."project_id";--> statement-breakpoint
ALTER TABLE "project_grants" ADD CONSTRAINT "project_grants_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "project_team_log" ADD CONSTRAINT "project_team_log_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "clan_branches" ADD CONSTRAINT "clan_branches_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "clan_marks" ADD CONSTRAINT "clan_marks_project_id_clan_id_user_id_kind_pk" PRIMARY KEY("project_id","clan_id","user_id","kind");--> statement-breakpoint
ALTER TABLE "clan_replies" ADD CONSTRAINT "clan_replies_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "clans" ADD CONSTRAINT "clans_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "clan_member_elite" ADD CONSTRAINT "clan_member_elite_project_id_member_id_type_pk" PRIMARY KEY("project_id","member_id","type");--> statement-breakpoint
ALTER TABLE "clan_member_log" ADD CONSTRAINT "clan_member_log_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "clan_member_marks" ADD CONSTRAINT "clan_member_marks_project_id_member_id_user_id_pk" PRIMARY KEY("project_id","member_id","user_id");--> statement-breakpoint
ALTER TABLE "clan_members" ADD CONSTRAINT "clan_members_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "member_binds" ADD CONSTRAINT "member_binds_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "member_corrections" ADD CONSTRAINT "member_corrections_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "project_roles" ADD CONSTRAINT "project_roles_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "ancestral_halls" ADD CONSTRAINT "ancestral_halls_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "hall_tablets" ADD CONSTRAINT "hall_tablets_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "book_chapters" ADD CONSTRAINT "book_chapters_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "book_jobs" ADD CONSTRAINT "book_jobs_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "book_purchases" ADD CONSTRAINT "book_purchases_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "book_redeem_codes" ADD CONSTRAINT "book_redeem_codes_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "book_user_state" ADD CONSTRAINT "book_user_state_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "clan_articles" ADD CONSTRAINT "clan_articles_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "print_favorites" ADD CONSTRAINT "print_favorites_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "print_samples" ADD CONSTRAINT "print_samples_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "pw_articles" ADD CONSTRAINT "pw_articles_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "pw_catalogs" ADD CONSTRAINT "pw_catalogs_id_project_id_pk" PRIMARY KEY("id","project_id");--> statement-breakpoint
ALTER TABLE "clan_branches" ADD CONSTRAINT "clan_branches_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_marks" ADD CONSTRAINT "clan_marks_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clan_replies" ADD CONSTRAINT "clan_replies_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_chapters" ADD CONSTRAINT "book_chapters_book_fk" FOREIGN KEY ("project_id","book_id") REFERENCES "public"."books"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_jobs" ADD CONSTRAINT "book_jobs_sample_fk" FOREIGN KEY ("project_id","sample_id") REFERENCES "public"."print_samples"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_redeem_codes" ADD CONSTRAINT "book_redeem_codes_book_fk" FOREIGN KEY ("project_id","book_id") REFERENCES "public"."books"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_user_state" ADD CONSTRAINT "book_user_state_book_fk" FOREIGN KEY ("project_id","book_id") REFERENCES "public"."books"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_favorites" ADD CONSTRAINT "print_favorites_sample_fk" FOREIGN KEY ("project_id","sample_id") REFERENCES "public"."print_samples"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_samples" ADD CONSTRAINT "print_samples_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pw_articles" ADD CONSTRAINT "pw_articles_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pw_catalogs" ADD CONSTRAINT "pw_catalogs_clan_fk" FOREIGN KEY ("project_id","clan_id") REFERENCES "public"."clans"("project_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_redeem_codes_code_idx" ON "book_redeem_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "print_orders_no_idx" ON "print_orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "project_grants_token_uq" ON "project_grants" USING btree ("project_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "member_binds_self_member_uq" ON "member_binds" USING btree ("project_id","member_id") WHERE status = 'accepted' AND relation = '本人';--> statement-breakpoint
CREATE UNIQUE INDEX "member_binds_open_uq" ON "member_binds" USING btree ("project_id","member_id","user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "member_corrections_open_uq" ON "member_corrections" USING btree ("project_id","member_id","user_id") WHERE status IN ('pending', 'delayed');--> statement-breakpoint
CREATE UNIQUE INDEX "hall_tablets_member_uq" ON "hall_tablets" USING btree ("project_id","hall_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_jobs_sample_uq" ON "book_jobs" USING btree ("project_id","sample_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_redeem_codes_uq" ON "book_redeem_codes" USING btree ("project_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "book_user_state_uq" ON "book_user_state" USING btree ("project_id","user_id","book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_clan_uq" ON "books" USING btree ("project_id","clan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_favorites_uq" ON "print_favorites" USING btree ("project_id","user_id","sample_id");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_no_uq" ON "print_orders" USING btree ("project_id","order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "pw_catalogs_name_uq" ON "pw_catalogs" USING btree ("project_id","clan_id","name");--> statement-breakpoint
ALTER TABLE "project_users" ADD CONSTRAINT "project_users_id_uq" UNIQUE("id","project_id");