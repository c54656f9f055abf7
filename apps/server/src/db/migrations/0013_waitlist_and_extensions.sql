CREATE TABLE "extension_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"previous_return_date" date NOT NULL,
	"requested_return_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'Pending' NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	CONSTRAINT "extension_requests_status_check" CHECK ("extension_requests"."status" in ('Pending', 'Approved', 'Declined'))
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_type_id" integer NOT NULL,
	"loaner_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "extensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "from_waitlist" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "extension_requests" ADD CONSTRAINT "extension_requests_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extension_requests" ADD CONSTRAINT "extension_requests_decided_by_loaners_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "extension_requests_pending_loan_uq" ON "extension_requests" USING btree ("loan_id") WHERE "extension_requests"."status" = 'Pending';--> statement-breakpoint
CREATE INDEX "extension_requests_status" ON "extension_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "extension_requests_loan" ON "extension_requests" USING btree ("loan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_type_loaner_uq" ON "waitlist_entries" USING btree ("component_type_id","loaner_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_queue" ON "waitlist_entries" USING btree ("component_type_id","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_loaner" ON "waitlist_entries" USING btree ("loaner_id");