ALTER TABLE "component_type_stock" ADD COLUMN "booked_units" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "component_type_stock_booked_ahead" ON "component_type_stock" USING btree ("component_type_id") WHERE "component_type_stock"."booked_units" > 0 and "component_type_stock"."booked_units" >= "component_type_stock"."available";--> statement-breakpoint
-- As in 0015, with the units the type's live bookings ask for (LENDING.md: Booked and Ready bookings claim units).
CREATE OR REPLACE FUNCTION refresh_type_stock(types integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO component_type_stock AS stock
    (component_type_id, units, available, lent_until, open_reservations, booked_until, booked_units)
  SELECT t.id,
    (SELECT count(*) FROM components c WHERE c.component_type_id = t.id)::int,
    (SELECT count(*) FROM components c WHERE c.component_type_id = t.id AND c.status = 0)::int,
    (SELECT max(coalesce(l.returned_at, 'infinity'::timestamptz)) FROM loans l WHERE l.component_type_id = t.id),
    (SELECT count(*) FROM reservations r WHERE r.component_type_id = t.id)::int,
    (SELECT max(b.to_day) FROM bookings b WHERE b.component_type_id = t.id),
    (SELECT coalesce(sum(b.quantity), 0) FROM bookings b
      WHERE b.component_type_id = t.id AND b.status IN ('Booked', 'Ready'))::int
  FROM component_types t
  WHERE t.id = ANY (types)
  ORDER BY t.id
  ON CONFLICT (component_type_id) DO UPDATE SET
    units = excluded.units,
    available = excluded.available,
    lent_until = excluded.lent_until,
    open_reservations = excluded.open_reservations,
    booked_until = excluded.booked_until,
    booked_units = excluded.booked_units
$$;
--> statement-breakpoint
SELECT refresh_type_stock(ARRAY(SELECT component_type_id FROM bookings WHERE status IN ('Booked', 'Ready')));
