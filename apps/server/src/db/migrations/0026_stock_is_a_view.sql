-- The statistics' stock is summed from the rows it counts by lending's definitions (db/type-stock.ts) and kept as
-- a materialised view that the type-stock job refreshes, in place of the table the triggers below kept by
-- restating those definitions (decision 050-stock-is-a-view).
DROP TRIGGER "components_stock_insert" ON "components";--> statement-breakpoint
DROP TRIGGER "components_stock_update" ON "components";--> statement-breakpoint
DROP TRIGGER "components_stock_delete" ON "components";--> statement-breakpoint
DROP TRIGGER "loans_stock_insert" ON "loans";--> statement-breakpoint
DROP TRIGGER "loans_stock_update" ON "loans";--> statement-breakpoint
DROP TRIGGER "loans_stock_delete" ON "loans";--> statement-breakpoint
DROP TRIGGER "reservations_stock_insert" ON "reservations";--> statement-breakpoint
DROP TRIGGER "reservations_stock_update" ON "reservations";--> statement-breakpoint
DROP TRIGGER "reservations_stock_delete" ON "reservations";--> statement-breakpoint
DROP TRIGGER "bookings_stock_insert" ON "bookings";--> statement-breakpoint
DROP TRIGGER "bookings_stock_update" ON "bookings";--> statement-breakpoint
DROP TRIGGER "bookings_stock_delete" ON "bookings";--> statement-breakpoint
DROP TRIGGER "component_types_stock_rename" ON "component_types";--> statement-breakpoint
DROP FUNCTION "type_stock_changed"();--> statement-breakpoint
DROP FUNCTION "type_stock_renamed"();--> statement-breakpoint
DROP FUNCTION "refresh_type_stock"(integer[]);--> statement-breakpoint
DROP TABLE "component_type_stock";--> statement-breakpoint
CREATE MATERIALIZED VIEW "public"."component_type_stock" AS (select "component_types"."id" as "component_type_id", "component_types"."name" as "name", coalesce("units", 0) as "units", coalesce("available", 0) as "available", "lent_until" as "lent_until", coalesce("open_reservations", 0) as "open_reservations", "booked_until" as "booked_until", coalesce("booked_units", 0) as "booked_units" from "component_types" left join (select "component_type_id", count(*)::int as "units", (count(*) filter (where "components"."status" = 0))::int as "available" from "components" group by "components"."component_type_id") "units_of_type" on "units_of_type"."component_type_id" = "component_types"."id" left join (select "component_type_id", max(coalesce("returned_at", 'infinity'::timestamptz)) as "lent_until" from "loans" group by "loans"."component_type_id") "lent_of_type" on "lent_of_type"."component_type_id" = "component_types"."id" left join (select "component_type_id", count(*)::int as "open_reservations" from "reservations" group by "reservations"."component_type_id") "reserved_of_type" on "reserved_of_type"."component_type_id" = "component_types"."id" left join (select "component_type_id", max("to_day") as "booked_until", coalesce(sum("quantity") filter (where "bookings"."status" in ('Booked', 'Ready')), 0)::int as "booked_units" from "bookings" group by "bookings"."component_type_id") "booked_of_type" on "booked_of_type"."component_type_id" = "component_types"."id");--> statement-breakpoint
-- One row per type: what a concurrent refresh matches the old rows to the new by.
CREATE UNIQUE INDEX "component_type_stock_type_uq" ON "component_type_stock" USING btree ("component_type_id");--> statement-breakpoint
-- The reports' partial indexes, on the expressions of db/type-stock.ts. "Fully booked components": a page by name
-- read in order.
CREATE INDEX "component_type_stock_fully_booked" ON "component_type_stock" USING btree ("name","component_type_id") WHERE "component_type_stock"."units" > 0 and "component_type_stock"."available" = 0;--> statement-breakpoint
CREATE INDEX "component_type_stock_booked_ahead" ON "component_type_stock" USING btree ("component_type_id") WHERE "component_type_stock"."booked_units" > 0 and "component_type_stock"."booked_units" >= "component_type_stock"."available";--> statement-breakpoint
-- "Never booked components": the types that could be in it, by when they were last lent and booked, so the
-- report's total is counted from the index alone; and by count, the order its page walks them in.
CREATE INDEX "component_type_stock_idle" ON "component_type_stock" USING btree ("lent_until","booked_until") WHERE "component_type_stock"."units" > 0 and "component_type_stock"."open_reservations" = 0;--> statement-breakpoint
CREATE INDEX "component_type_stock_idle_units" ON "component_type_stock" USING btree ("units","component_type_id") WHERE "component_type_stock"."units" > 0 and "component_type_stock"."open_reservations" = 0;
