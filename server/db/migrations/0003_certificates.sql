CREATE TABLE "certificate_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" uuid,
	"update_by" uuid,
	"deleted_at" timestamp with time zone,
	"certificate_id" uuid NOT NULL,
	"category" varchar(2) NOT NULL,
	"type_code" varchar(6) NOT NULL,
	"sub_code" varchar(8),
	"grade_code" varchar(32) NOT NULL,
	"item_name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" uuid,
	"update_by" uuid,
	"deleted_at" timestamp with time zone,
	"cert_no" varchar(64) NOT NULL,
	"cert_type" varchar(32),
	"issue_authority" varchar(100) NOT NULL,
	"issue_date" date NOT NULL,
	"expiry_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificate_items" ADD CONSTRAINT "certificate_items_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_items" ADD CONSTRAINT "certificate_items_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_items" ADD CONSTRAINT "certificate_items_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_items" ADD CONSTRAINT "certificate_items_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_items_codes_key" ON "certificate_items" USING btree ("certificate_id","type_code",coalesce("sub_code", '')) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "certificate_items_ent_codes_idx" ON "certificate_items" USING btree ("ent_id","type_code","sub_code") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_cert_no_key" ON "certificates" USING btree ("ent_id","cert_no") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "certificates_ent_create_idx" ON "certificates" USING btree ("ent_id","create_time") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "certificates_ent_issue_date_idx" ON "certificates" USING btree ("ent_id","issue_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "certificates_ent_expiry_date_idx" ON "certificates" USING btree ("ent_id","expiry_date") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "certificates_ent_type_idx" ON "certificates" USING btree ("ent_id","cert_type") WHERE deleted_at is null;