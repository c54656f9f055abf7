CREATE TABLE "component_type_stock" (
	"component_type_id" integer PRIMARY KEY NOT NULL,
	"units" integer NOT NULL,
	"available" integer NOT NULL,
	"lent_until" timestamp with time zone,
	"open_reservations" integer NOT NULL,
	"booked_until" date
);
--> statement-breakpoint
ALTER TABLE "component_type_stock" ADD CONSTRAINT "component_type_stock_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "component_type_stock_fully_booked" ON "component_type_stock" USING btree ("component_type_id") WHERE "component_type_stock"."units" > 0 and "component_type_stock"."available" = 0;--> statement-breakpoint
CREATE INDEX "bookings_type_to_day" ON "bookings" USING btree ("component_type_id","to_day");--> statement-breakpoint
CREATE INDEX "loans_type_lent_until" ON "loans" USING btree ("component_type_id",coalesce("returned_at", 'infinity'::timestamptz));--> statement-breakpoint
CREATE INDEX "reservations_type" ON "reservations" USING btree ("component_type_id");--> statement-breakpoint
-- Recomputes the stock rows of these types from the rows they sum (status 0 is Available), one index lookup per
-- column and type, in type id order so that concurrent writers take the rows' locks in one order.
CREATE FUNCTION refresh_type_stock(types integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO component_type_stock AS stock
    (component_type_id, units, available, lent_until, open_reservations, booked_until)
  SELECT t.id,
    (SELECT count(*) FROM components c WHERE c.component_type_id = t.id)::int,
    (SELECT count(*) FROM components c WHERE c.component_type_id = t.id AND c.status = 0)::int,
    (SELECT max(coalesce(l.returned_at, 'infinity'::timestamptz)) FROM loans l WHERE l.component_type_id = t.id),
    (SELECT count(*) FROM reservations r WHERE r.component_type_id = t.id)::int,
    (SELECT max(b.to_day) FROM bookings b WHERE b.component_type_id = t.id)
  FROM component_types t
  WHERE t.id = ANY (types)
  ORDER BY t.id
  ON CONFLICT (component_type_id) DO UPDATE SET
    units = excluded.units,
    available = excluded.available,
    lent_until = excluded.lent_until,
    open_reservations = excluded.open_reservations,
    booked_until = excluded.booked_until
$$;
--> statement-breakpoint
-- Once per statement on components, loans, reservations and bookings: the types its rows had or have.
CREATE FUNCTION type_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_type_stock(ARRAY(SELECT DISTINCT component_type_id FROM new_rows WHERE component_type_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_type_stock(ARRAY(SELECT DISTINCT component_type_id FROM old_rows WHERE component_type_id IS NOT NULL));
  ELSE
    PERFORM refresh_type_stock(ARRAY(
      SELECT component_type_id FROM new_rows WHERE component_type_id IS NOT NULL
      UNION SELECT component_type_id FROM old_rows WHERE component_type_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Three triggers on each table: PostgreSQL gives a transition table only to a trigger of one event.
DO $$
DECLARE
  source text;
BEGIN
  FOREACH source IN ARRAY ARRAY['components', 'loans', 'reservations', 'bookings'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION type_stock_changed()', source || '_stock_insert', source);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION type_stock_changed()', source || '_stock_update', source);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION type_stock_changed()', source || '_stock_delete', source);
  END LOOP;
END $$;
--> statement-breakpoint
SELECT refresh_type_stock(ARRAY(SELECT id FROM component_types));
