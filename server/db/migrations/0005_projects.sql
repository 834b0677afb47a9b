CREATE TABLE "performances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" uuid,
	"update_by" uuid,
	"deleted_at" timestamp with time zone,
	"person_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"role" varchar(32) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" uuid,
	"update_by" uuid,
	"deleted_at" timestamp with time zone,
	"project_name" varchar(200) NOT NULL,
	"project_code" varchar(64) NOT NULL,
	"project_type" varchar(32) NOT NULL,
	"prov" varchar(6) NOT NULL,
	"city" varchar(6) NOT NULL,
	"contract_amount" numeric(14, 4) NOT NULL,
	"start_date" date NOT NULL,
	"completion_date" date,
	"ent_role" varchar(32) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_person_id_registered_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."registered_persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performances" ADD CONSTRAINT "performances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "performances_person_project_role_key" ON "performances" USING btree ("person_id","project_id","role") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "performances_ent_create_idx" ON "performances" USING btree ("ent_id","create_time") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "performances_person_idx" ON "performances" USING btree ("person_id","period_start") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "performances_project_idx" ON "performances" USING btree ("project_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_code_key" ON "projects" USING btree ("ent_id","project_code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_ent_create_idx" ON "projects" USING btree ("ent_id","create_time") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_ent_name_idx" ON "projects" USING btree ("ent_id","project_name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_ent_type_idx" ON "projects" USING btree ("ent_id","project_type") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_ent_start_idx" ON "projects" USING btree ("ent_id","start_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "projects_ent_completion_idx" ON "projects" USING btree ("ent_id","completion_date") WHERE deleted_at is null;