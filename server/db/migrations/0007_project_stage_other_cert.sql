ALTER TABLE "projects" ALTER COLUMN "project_code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "other_persons" ADD COLUMN "cert_valid_to" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "stage" varchar(32) DEFAULT 'in_progress' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "planned_completion_date" date;--> statement-breakpoint
CREATE INDEX "projects_ent_stage_idx" ON "projects" USING btree ("ent_id","stage") WHERE deleted_at is null;--> statement-breakpoint
-- Existing projects with a completion date are taken as completed; the rest keep the default in_progress.
UPDATE "projects" SET "stage" = 'completed' WHERE "completion_date" IS NOT NULL;