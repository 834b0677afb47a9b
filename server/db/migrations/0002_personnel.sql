CREATE TABLE "other_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" uuid,
	"update_by" uuid,
	"deleted_at" timestamp with time zone,
	"person_kind" varchar(16) NOT NULL,
	"name" varchar(50) NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"gender" varchar(1),
	"birth_date" date,
	"title" varchar(32),
	"title_cert_no" varchar(64),
	"trade" varchar(32),
	"trade_cert_no" varchar(64),
	"social_insurance" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "registered_persons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ent_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_by" uuid,
	"update_by" uuid,
	"deleted_at" timestamp with time zone,
	"name" varchar(50) NOT NULL,
	"id_card" varchar(18) NOT NULL,
	"gender" varchar(1) NOT NULL,
	"birth_date" date NOT NULL,
	"reg_category" varchar(32) NOT NULL,
	"reg_specialty" varchar(32),
	"reg_no" varchar(64) NOT NULL,
	"cert_valid_from" date NOT NULL,
	"cert_valid_to" date NOT NULL,
	"social_insurance" varchar(32) NOT NULL,
	"phone" varchar(11)
);
--> statement-breakpoint
ALTER TABLE "other_persons" ADD CONSTRAINT "other_persons_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_persons" ADD CONSTRAINT "other_persons_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "other_persons" ADD CONSTRAINT "other_persons_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_persons" ADD CONSTRAINT "registered_persons_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_persons" ADD CONSTRAINT "registered_persons_create_by_users_id_fk" FOREIGN KEY ("create_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registered_persons" ADD CONSTRAINT "registered_persons_update_by_users_id_fk" FOREIGN KEY ("update_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "other_persons_id_card_key" ON "other_persons" USING btree ("ent_id","id_card") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "other_persons_ent_create_idx" ON "other_persons" USING btree ("ent_id","create_time") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "other_persons_ent_kind_idx" ON "other_persons" USING btree ("ent_id","person_kind","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "other_persons_ent_name_idx" ON "other_persons" USING btree ("ent_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "registered_persons_id_card_category_key" ON "registered_persons" USING btree ("ent_id","id_card","reg_category") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "registered_persons_ent_create_idx" ON "registered_persons" USING btree ("ent_id","create_time") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "registered_persons_ent_name_idx" ON "registered_persons" USING btree ("ent_id","name") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "registered_persons_ent_category_idx" ON "registered_persons" USING btree ("ent_id","reg_category","reg_specialty") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "registered_persons_ent_valid_to_idx" ON "registered_persons" USING btree ("ent_id","cert_valid_to") WHERE deleted_at is null;