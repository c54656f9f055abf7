-- Calibration (LAB.md "Calibration", decision 054): a calibration interval per type, each unit's latest calibration and
-- the day it falls due (kept with it, so that lending reads it with the unit), and every calibration recorded.
CREATE TABLE "calibrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL,
	"calibrated_on" date NOT NULL,
	"note" text,
	"certificate" varchar(200),
	"actor_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "calibration_interval_days" integer;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "calibrated_on" date;--> statement-breakpoint
ALTER TABLE "components" ADD COLUMN "calibration_due_on" date;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibrations" ADD CONSTRAINT "calibrations_actor_id_loaners_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibrations_component" ON "calibrations" USING btree ("component_id","calibrated_on");--> statement-breakpoint
CREATE INDEX "component_types_calibrated" ON "component_types" USING btree ("id") WHERE "component_types"."calibration_interval_days" is not null;--> statement-breakpoint
CREATE INDEX "components_calibration_due" ON "components" USING btree ("calibration_due_on","id") WHERE "components"."calibration_due_on" is not null;--> statement-breakpoint
ALTER TABLE "component_types" ADD CONSTRAINT "component_types_calibration_interval" CHECK ("component_types"."calibration_interval_days" is null or "component_types"."calibration_interval_days" between 1 and 3650);