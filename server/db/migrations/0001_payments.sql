CREATE TABLE "pay_sandbox_trades" (
	"out_trade_no" text PRIMARY KEY NOT NULL,
	"amount_fen" integer NOT NULL,
	"subject" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "wallet_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "activity_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "files_key_uq" ON "files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "files_project_activity_idx" ON "files" USING btree ("project_id","activity_id");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "provider_status";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" IN ('pending', 'paid', 'cancelled', 'closed'));--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_balance_non_negative" CHECK ("wallet_ledger"."balance_after_fen" >= 0);