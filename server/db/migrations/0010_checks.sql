CREATE TABLE "check_marks" (
	"ent_id" uuid NOT NULL,
	"rule" varchar(64) NOT NULL,
	"record_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"marked_by" uuid,
	"marked_by_name" varchar(64) NOT NULL,
	"mark_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_marks_ent_id_rule_record_id_pk" PRIMARY KEY("ent_id","rule","record_id")
);
--> statement-breakpoint
CREATE TABLE "check_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"ent_id" uuid NOT NULL,
	"record_type" varchar(32) NOT NULL,
	"record_id" uuid NOT NULL,
	"record_label" varchar(200) NOT NULL,
	"rule" varchar(64) NOT NULL,
	"level" varchar(8) NOT NULL,
	"message" varchar(500) NOT NULL,
	"field" varchar(64),
	"link" varchar(200) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"scope" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_by" uuid,
	"started_by_name" varchar(64) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"warnings" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"resolved" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personnel_count_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"ent_id" uuid NOT NULL,
	"certificate_id" uuid NOT NULL,
	"cert_no" varchar(64) NOT NULL,
	"item_id" uuid NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"grade_label" varchar(32) NOT NULL,
	"reg_category" varchar(32) NOT NULL,
	"reg_specialty" varchar(32),
	"required" integer NOT NULL,
	"actual" integer NOT NULL,
	"passed" boolean NOT NULL,
	"assessed" boolean NOT NULL,
	"citation" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qualification_personnel_requirements" (
	"id" integer PRIMARY KEY NOT NULL,
	"sub_code" varchar(8) NOT NULL,
	"grade_code" varchar(32) NOT NULL,
	"reg_categories" varchar(32)[] NOT NULL,
	"reg_specialties" varchar(32)[],
	"required" integer NOT NULL,
	"assessed" boolean NOT NULL,
	"citation" varchar(200) NOT NULL,
	"description" varchar(200) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_marks" ADD CONSTRAINT "check_marks_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_marks" ADD CONSTRAINT "check_marks_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_results" ADD CONSTRAINT "check_results_run_id_check_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."check_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_runs" ADD CONSTRAINT "check_runs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personnel_count_results" ADD CONSTRAINT "personnel_count_results_run_id_check_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."check_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_results_run_idx" ON "check_results" USING btree ("run_id","level","record_type");--> statement-breakpoint
CREATE INDEX "check_results_ent_rule_record_idx" ON "check_results" USING btree ("ent_id","rule","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_runs_one_running_key" ON "check_runs" USING btree ("ent_id") WHERE finished_at is null;--> statement-breakpoint
CREATE INDEX "check_runs_ent_kind_idx" ON "check_runs" USING btree ("ent_id","kind","started_at");--> statement-breakpoint
CREATE INDEX "personnel_count_results_run_idx" ON "personnel_count_results" USING btree ("run_id","passed");--> statement-breakpoint
CREATE INDEX "qualification_personnel_requirements_item_idx" ON "qualification_personnel_requirements" USING btree ("sub_code","grade_code");