CREATE TABLE "enterprise_changelogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"ent_id" uuid NOT NULL,
	"field" varchar(64) NOT NULL,
	"old_value" text,
	"new_value" text,
	"action" varchar(8) NOT NULL,
	"user_id" uuid,
	"operator" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_drafts" (
	"ent_id" uuid PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"update_by" uuid,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" uuid,
	"update_by" uuid,
	"deleted_at" timestamp with time zone,
	"ent_name" varchar(100) NOT NULL,
	"credit_code" varchar(18) NOT NULL,
	"legal_person" varchar(50) NOT NULL,
	"reg_capital" numeric(16, 6) NOT NULL,
	"establish_date" date NOT NULL,
	"business_term_start" date NOT NULL,
	"business_term_end" date,
	"address" varchar(200) NOT NULL,
	"business_scope" varchar(2000) NOT NULL,
	"reg_authority" varchar(100) NOT NULL,
	"ent_type" varchar(32) NOT NULL,
	"prov" varchar(6) NOT NULL,
	"city" varchar(6) NOT NULL,
	"contact_phone" varchar(20),
	"license_file_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"biz_type" varchar(16) NOT NULL,
	"biz_id" uuid,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(32) NOT NULL,
	"size" bigint NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"storage_path" varchar(255) NOT NULL,
	"create_by" uuid,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_changelogs" ADD CONSTRAINT "enterprise_changelogs_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_changelogs" ADD CONSTRAINT "enterprise_changelogs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_drafts" ADD CONSTRAINT "enterprise_drafts_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_drafts" ADD CONSTRAINT "enterprise_drafts_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_licences" ADD CONSTRAINT "enterprise_licences_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_licences" ADD CONSTRAINT "enterprise_licences_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_licences" ADD CONSTRAINT "enterprise_licences_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprise_changelogs_ent_time_idx" ON "enterprise_changelogs" USING btree ("ent_id","create_time","seq");--> statement-breakpoint
CREATE INDEX "enterprise_changelogs_ent_field_idx" ON "enterprise_changelogs" USING btree ("ent_id","field");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_licences_ent_key" ON "enterprise_licences" USING btree ("ent_id") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_licences_credit_code_key" ON "enterprise_licences" USING btree ("credit_code") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "attachments_biz_idx" ON "attachments" USING btree ("ent_id","biz_type","biz_id","create_time");--> statement-breakpoint
CREATE INDEX "attachments_unbound_idx" ON "attachments" USING btree ("create_time") WHERE biz_id is null;