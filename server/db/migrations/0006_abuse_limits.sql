CREATE TABLE "login_attempts" (
	"subject" varchar(80) PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" varchar(120) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE INDEX "login_attempts_updated_idx" ON "login_attempts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";