CREATE TABLE "rate_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_end" timestamp with time zone NOT NULL
);
