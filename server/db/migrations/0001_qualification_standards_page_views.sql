CREATE TABLE "qualification_standards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category" varchar(2) NOT NULL,
	"code" varchar(6) NOT NULL,
	"subcode" varchar(8),
	"label" varchar(100) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"parent_id" uuid
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" varchar(500) NOT NULL,
	"title" varchar(200),
	"referrer" varchar(500),
	"user_id" uuid,
	"ent_id" uuid,
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qualification_standards" ADD CONSTRAINT "qualification_standards_parent_id_qualification_standards_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."qualification_standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_ent_id_enterprises_id_fk" FOREIGN KEY ("ent_id") REFERENCES "public"."enterprises"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qualification_standards_category_idx" ON "qualification_standards" USING btree ("category","sort");--> statement-breakpoint
CREATE INDEX "qualification_standards_parent_idx" ON "qualification_standards" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_ip_created_at_idx" ON "page_views" USING btree ("ip","created_at");