CREATE TABLE "job_runs" (
	"job" varchar(64) NOT NULL,
	"run_key" varchar(64) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"detail" jsonb,
	"error" text,
	CONSTRAINT "job_runs_job_run_key_pk" PRIMARY KEY("job","run_key")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"type" varchar(8) NOT NULL,
	"rule" varchar(64) NOT NULL,
	"record_id" uuid NOT NULL,
	"threshold" varchar(16) NOT NULL,
	"level" varchar(8) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text NOT NULL,
	"suggestion" text NOT NULL,
	"link" varchar(200) NOT NULL,
	"due_date" date,
	"read_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_runs_job_finished_idx" ON "job_runs" USING btree ("job","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_key" ON "reminders" USING btree ("ent_id","rule","record_id","threshold");--> statement-breakpoint
CREATE INDEX "reminders_ent_open_idx" ON "reminders" USING btree ("ent_id","type","create_time") WHERE resolved_at is null;--> statement-breakpoint
CREATE INDEX "reminders_ent_create_idx" ON "reminders" USING btree ("ent_id","create_time");