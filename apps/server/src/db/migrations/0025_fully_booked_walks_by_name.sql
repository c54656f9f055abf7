-- "Fully booked components" by name read every fully booked type's name from component_types, then sorted them
-- to cut a page: 100 lookups at the bench's large lab for a page of 10. The stock row now carries the type's name,
-- under the report's partial index in name order, so a page reads its own entries only.
DROP INDEX "component_type_stock_fully_booked";--> statement-breakpoint
ALTER TABLE "component_type_stock" ADD COLUMN "name" varchar(200);--> statement-breakpoint
UPDATE "component_type_stock" AS stock SET "name" = t."name" FROM "component_types" t
  WHERE t."id" = stock."component_type_id";--> statement-breakpoint
ALTER TABLE "component_type_stock" ALTER COLUMN "name" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "component_type_stock_fully_booked" ON "component_type_stock" USING btree ("name","component_type_id") WHERE "component_type_stock"."units" > 0 and "component_type_stock"."available" = 0;--> statement-breakpoint
-- As in 0016, with the type's name.
CREATE OR REPLACE FUNCTION refresh_type_stock(types integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO component_type_stock AS stock
    (component_type_id, units, available, lent_until, open_reservations, booked_until, booked_units, name)
  SELECT t.id,
    (SELECT count(*) FROM components c WHERE c.component_type_id = t.id)::int,
    (SELECT count(*) FROM components c WHERE c.component_type_id = t.id AND c.status = 0)::int,
    (SELECT max(coalesce(l.returned_at, 'infinity'::timestamptz)) FROM loans l WHERE l.component_type_id = t.id),
    (SELECT count(*) FROM reservations r WHERE r.component_type_id = t.id)::int,
    (SELECT max(b.to_day) FROM bookings b WHERE b.component_type_id = t.id),
    (SELECT coalesce(sum(b.quantity), 0) FROM bookings b
      WHERE b.component_type_id = t.id AND b.status IN ('Booked', 'Ready'))::int,
    t.name
  FROM component_types t
  WHERE t.id = ANY (types)
  ORDER BY t.id
  ON CONFLICT (component_type_id) DO UPDATE SET
    units = excluded.units,
    available = excluded.available,
    lent_until = excluded.lent_until,
    open_reservations = excluded.open_reservations,
    booked_until = excluded.booked_until,
    booked_units = excluded.booked_units,
    name = excluded.name
$$;
--> statement-breakpoint
-- A renamed type's stock row follows its name.
CREATE FUNCTION type_stock_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE component_type_stock SET name = NEW.name WHERE component_type_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER component_types_stock_rename AFTER UPDATE OF name ON component_types
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION type_stock_renamed();
