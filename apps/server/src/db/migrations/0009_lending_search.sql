-- The Clerk's searches of reservations and active loans become one plan that fits every search string: the rows
-- whose loaner is among the matching loaners or whose component type is among the matching types. For that a
-- lending row carries its component's type (no join through components per search) and a loaner carries one
-- lower-cased search text (one trigram index instead of two expression indexes, no lower() per candidate row).
DROP INDEX "loaners_full_name_trgm";--> statement-breakpoint
DROP INDEX "loaners_au_id_trgm";--> statement-breakpoint
ALTER TABLE "loaners" ADD COLUMN "lending_search_text" text GENERATED ALWAYS AS (lower(au_id) || chr(31) || lower(first_name || ' ' || last_name)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "loaners_lending_search" ON "loaners" USING gin ("lending_search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "component_type_id" integer;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "component_type_id" integer;--> statement-breakpoint
UPDATE "reservations" r SET "component_type_id" = c.component_type_id FROM "components" c WHERE c.id = r.component_id;--> statement-breakpoint
UPDATE "loans" l SET "component_type_id" = c.component_type_id FROM "components" c WHERE c.id = l.component_id;--> statement-breakpoint
-- component_type_id follows the component, whoever writes the row (the services, the CSV import, the seeds, the
-- cascade that empties component_id when a component is deleted).
CREATE FUNCTION lending_component_type() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.component_type_id := (SELECT component_type_id FROM components WHERE id = NEW.component_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reservations_component_type BEFORE INSERT OR UPDATE OF component_id, component_type_id ON "reservations"
FOR EACH ROW EXECUTE FUNCTION lending_component_type();--> statement-breakpoint
CREATE TRIGGER loans_component_type BEFORE INSERT OR UPDATE OF component_id, component_type_id ON "loans"
FOR EACH ROW EXECUTE FUNCTION lending_component_type();--> statement-breakpoint
-- Labstock never moves a component to another type; should anything else do so, its lending rows follow.
CREATE FUNCTION component_type_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reservations SET component_type_id = NEW.component_type_id WHERE component_id = NEW.id;
  UPDATE loans SET component_type_id = NEW.component_type_id WHERE component_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER components_type_moved AFTER UPDATE OF component_type_id ON "components"
FOR EACH ROW WHEN (OLD.component_type_id IS DISTINCT FROM NEW.component_type_id) EXECUTE FUNCTION component_type_moved();
