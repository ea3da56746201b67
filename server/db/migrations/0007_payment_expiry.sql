ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" IN ('pending', 'paid', 'cancelled', 'closed', 'expired'));