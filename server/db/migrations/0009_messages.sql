CREATE TABLE "message_phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"phonenumber" varchar(11) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sms" (
	"reminder_id" uuid PRIMARY KEY NOT NULL,
	"ent_id" uuid NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"outcome" varchar(16),
	"recipients" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sub_type" varchar(16);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "biz_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" varchar(200);--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reminder_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "message_phones" ADD CONSTRAINT "message_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sms" ADD CONSTRAINT "reminder_sms_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sms" ADD CONSTRAINT "reminder_sms_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_phones_user_phone_key" ON "message_phones" USING btree ("user_id","phonenumber");--> statement-breakpoint
CREATE INDEX "reminder_sms_pending_idx" ON "reminder_sms" USING btree ("create_time") WHERE sent_at is null;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_category_idx" ON "messages" USING btree ("user_id","category","create_time");--> statement-breakpoint
CREATE INDEX "messages_user_create_idx" ON "messages" USING btree ("user_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_user_reminder_key" ON "messages" USING btree ("user_id","reminder_id");--> statement-breakpoint
-- Messages written before the kinds were the contract's MessageType: certificate messages are zs (expiry).
UPDATE "messages" SET "category" = 'zs', "sub_type" = 'expiry' WHERE "category" = 'certificate';
