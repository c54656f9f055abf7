-- Faults and repairs (LAB.md "Faults and repairs", decision 053): fault reports with an optional photo, one repair
-- ticket per spell of a unit in Defect, and the ticket's notes. The units already Defect get their open ticket.
CREATE TABLE "fault_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"description" text NOT NULL,
	"image" "bytea",
	"image_etag" varchar(64),
	"reported_by" integer,
	"repair_ticket_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "repair_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"repair_ticket_id" integer NOT NULL,
	"text" text NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Open' NOT NULL,
	"cost" numeric(12, 2),
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "repair_tickets_status" CHECK ("repair_tickets"."status" in ('Open', 'InRepair', 'Fixed', 'Scrapped')),
	CONSTRAINT "repair_tickets_closed" CHECK (("repair_tickets"."status" in ('Open', 'InRepair')) = ("repair_tickets"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "fault_reports" ADD CONSTRAINT "fault_reports_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_reports" ADD CONSTRAINT "fault_reports_reported_by_loaners_id_fk" FOREIGN KEY ("reported_by") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_reports" ADD CONSTRAINT "fault_reports_repair_ticket_id_repair_tickets_id_fk" FOREIGN KEY ("repair_ticket_id") REFERENCES "public"."repair_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_notes" ADD CONSTRAINT "repair_notes_repair_ticket_id_repair_tickets_id_fk" FOREIGN KEY ("repair_ticket_id") REFERENCES "public"."repair_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_notes" ADD CONSTRAINT "repair_notes_actor_id_loaners_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_tickets" ADD CONSTRAINT "repair_tickets_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fault_reports_open_of_component" ON "fault_reports" USING btree ("component_id") WHERE "fault_reports"."settled_at" is null;--> statement-breakpoint
CREATE INDEX "fault_reports_ticket" ON "fault_reports" USING btree ("repair_ticket_id");--> statement-breakpoint
CREATE INDEX "repair_notes_ticket" ON "repair_notes" USING btree ("repair_ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "repair_tickets_one_open_per_component" ON "repair_tickets" USING btree ("component_id") WHERE "repair_tickets"."status" in ('Open', 'InRepair');--> statement-breakpoint
CREATE INDEX "repair_tickets_status_opened" ON "repair_tickets" USING btree ("status","opened_at","id");--> statement-breakpoint
CREATE INDEX "repair_tickets_opened" ON "repair_tickets" USING btree ("opened_at","id");--> statement-breakpoint
INSERT INTO "repair_tickets" ("component_id", "status", "opened_at") SELECT "id", 'Open', now() FROM "components" WHERE "status" = 4;