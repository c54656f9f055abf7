-- The lab's rules (LAB.md "Lab rules", decision 056): every version the Admin writes, the latest current (an empty
-- text: no rules), and every loaner's acceptance of a version, in the app or on paper as a Clerk recorded it.
CREATE TABLE "lab_rules" (
	"version" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	CONSTRAINT "lab_rules_version" CHECK ("lab_rules"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rules_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"loaner_id" integer NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"on_paper" boolean NOT NULL,
	"recorded_by" integer,
	CONSTRAINT "rules_acceptances_recorded_on_paper" CHECK ("rules_acceptances"."on_paper" or "rules_acceptances"."recorded_by" is null)
);
--> statement-breakpoint
ALTER TABLE "lab_rules" ADD CONSTRAINT "lab_rules_created_by_loaners_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules_acceptances" ADD CONSTRAINT "rules_acceptances_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules_acceptances" ADD CONSTRAINT "rules_acceptances_version_lab_rules_version_fk" FOREIGN KEY ("version") REFERENCES "public"."lab_rules"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules_acceptances" ADD CONSTRAINT "rules_acceptances_recorded_by_loaners_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rules_acceptances_loaner_version" ON "rules_acceptances" USING btree ("loaner_id","version");