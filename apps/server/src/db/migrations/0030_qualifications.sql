-- Qualifications (LAB.md "Qualifications", decision 055): defined by an Admin, required on categories and types,
-- granted to loaners (one grant per loaner and qualification, valid from granted_on to the day before expires_on), and
-- the loaners' asks for a training.
CREATE TABLE "category_qualifications" (
	"category_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	CONSTRAINT "category_qualifications_category_id_qualification_id_pk" PRIMARY KEY("category_id","qualification_id")
);
--> statement-breakpoint
CREATE TABLE "component_type_qualifications" (
	"component_type_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	CONSTRAINT "component_type_qualifications_component_type_id_qualification_id_pk" PRIMARY KEY("component_type_id","qualification_id")
);
--> statement-breakpoint
CREATE TABLE "qualification_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"loaner_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	"granted_on" date NOT NULL,
	"expires_on" date,
	"granted_by" integer,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "qualification_grants_expiry" CHECK ("qualification_grants"."expires_on" is null or "qualification_grants"."expires_on" > "qualification_grants"."granted_on")
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" text,
	"valid_for_days" integer,
	CONSTRAINT "qualifications_valid_for_days" CHECK ("qualifications"."valid_for_days" is null or "qualifications"."valid_for_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "training_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"loaner_id" integer NOT NULL,
	"qualification_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'Open' NOT NULL,
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "training_requests_status" CHECK ("training_requests"."status" in ('Open', 'Granted', 'Declined')),
	CONSTRAINT "training_requests_decided" CHECK (("training_requests"."status" = 'Open') = ("training_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "category_qualifications" ADD CONSTRAINT "category_qualifications_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_qualifications" ADD CONSTRAINT "category_qualifications_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_type_qualifications" ADD CONSTRAINT "component_type_qualifications_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_type_qualifications" ADD CONSTRAINT "component_type_qualifications_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_grants" ADD CONSTRAINT "qualification_grants_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_grants" ADD CONSTRAINT "qualification_grants_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_grants" ADD CONSTRAINT "qualification_grants_granted_by_loaners_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_requests" ADD CONSTRAINT "training_requests_decided_by_loaners_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_qualifications_qualification" ON "category_qualifications" USING btree ("qualification_id");--> statement-breakpoint
CREATE INDEX "component_type_qualifications_qualification" ON "component_type_qualifications" USING btree ("qualification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qualification_grants_loaner_qualification_uq" ON "qualification_grants" USING btree ("loaner_id","qualification_id");--> statement-breakpoint
CREATE INDEX "qualification_grants_expiring" ON "qualification_grants" USING btree ("expires_on","id") WHERE "qualification_grants"."expires_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "qualifications_name_lower_uq" ON "qualifications" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "training_requests_open_uq" ON "training_requests" USING btree ("loaner_id","qualification_id") WHERE "training_requests"."status" = 'Open';--> statement-breakpoint
CREATE INDEX "training_requests_status_id" ON "training_requests" USING btree ("status","id");