ALTER TABLE "users" ADD COLUMN "invited_by" integer;--> statement-breakpoint
CREATE INDEX "users_first_name_idx" ON "users" USING btree ("first_name");