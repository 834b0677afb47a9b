CREATE TABLE "qualification_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ent_name" varchar(200) NOT NULL,
	"qualification_name" varchar(200) NOT NULL,
	"category" varchar(2) NOT NULL,
	"apply_type" varchar(20) NOT NULL,
	"department" varchar(100) NOT NULL,
	"prov" varchar(6) NOT NULL,
	"accept_date" date NOT NULL,
	"review_start_date" date,
	"review_end_date" date,
	"publicity_start_date" date,
	"publicity_end_date" date,
	"announce_date" date,
	"result" varchar(10),
	"opinion" varchar(1000)
);
--> statement-breakpoint
CREATE INDEX "qualification_applications_accept_idx" ON "qualification_applications" USING btree ("accept_date","id");--> statement-breakpoint
CREATE INDEX "qualification_applications_prov_idx" ON "qualification_applications" USING btree ("prov");