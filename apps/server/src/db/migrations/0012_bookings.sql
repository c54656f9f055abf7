CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"loaner_id" integer,
	"component_type_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"status" varchar(12) DEFAULT 'Booked' NOT NULL,
	"booked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"at_risk" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bookings_quantity_check" CHECK ("bookings"."quantity" > 0),
	CONSTRAINT "bookings_period_check" CHECK ("bookings"."to_day" >= "bookings"."from_day"),
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('Booked', 'Ready', 'Collected', 'Cancelled', 'Expired'))
);
--> statement-breakpoint
ALTER TABLE "loan_settings" ADD COLUMN "max_open_reservations" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_settings" ADD COLUMN "max_extensions" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_settings" ADD COLUMN "max_loan_days" integer DEFAULT 180 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_settings" ADD COLUMN "max_booking_lead_days" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_settings" ADD COLUMN "max_booking_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_settings" ADD COLUMN "max_booking_quantity" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_settings" ADD COLUMN "block_reservations_when_overdue" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loaners" ADD COLUMN "calendar_secret" varchar(64);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_loaners_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_live_type" ON "bookings" USING btree ("component_type_id","to_day") WHERE "bookings"."status" in ('Booked', 'Ready');--> statement-breakpoint
CREATE INDEX "bookings_live_from" ON "bookings" USING btree ("from_day") WHERE "bookings"."status" in ('Booked', 'Ready');--> statement-breakpoint
CREATE INDEX "bookings_loaner" ON "bookings" USING btree ("loaner_id","from_day");--> statement-breakpoint
CREATE INDEX "bookings_from" ON "bookings" USING btree ("from_day","id");--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loaners_calendar_secret_uq" ON "loaners" USING btree ("calendar_secret");--> statement-breakpoint
CREATE INDEX "loans_booking" ON "loans" USING btree ("booking_id") WHERE "loans"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "reservations_booking" ON "reservations" USING btree ("booking_id") WHERE "reservations"."booking_id" is not null;