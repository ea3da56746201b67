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
ALTER TABLE "named_requests" ADD CONSTRAINT "named_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "named_requests_user_idx" ON "named_requests" USING btree ("user_id","created_at");