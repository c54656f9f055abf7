-- Browse answers its search and category filter from one GIN index over two columns of component_types:
-- search_text (name and description, lower-cased, apart by chr(31)) and category_ids. The filter had hashed every
-- type of the chosen categories on each request (15,000 rows at 100,000 types); the search had read two trigram
-- indexes and called fold_case twice per candidate row.
DROP INDEX "component_types_info_trgm";--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(31) || lower(coalesce(info, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "category_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "component_types" t SET "category_ids" = l.ids
FROM (SELECT component_type_id, array_agg(category_id ORDER BY category_id) AS ids FROM "component_type_categories" GROUP BY component_type_id) l
WHERE l.component_type_id = t.id;--> statement-breakpoint
-- category_ids follows component_type_categories, whoever writes it (the service, the CSV import, the seeds, a
-- cascade). One UPDATE per statement, not per row. `category_ids || …` and `array_remove` are evaluated on the
-- row's latest version, so two transactions changing one type's categories at once both land.
CREATE FUNCTION component_type_categories_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE component_types t SET category_ids = t.category_ids || a.ids
  FROM (SELECT component_type_id, array_agg(category_id) AS ids FROM added GROUP BY component_type_id) a
  WHERE a.component_type_id = t.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION component_type_categories_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE component_types t SET category_ids = array(
    SELECT kept FROM unnest(t.category_ids) AS kept WHERE kept <> ALL (r.ids)
  )
  FROM (SELECT component_type_id, array_agg(category_id) AS ids FROM removed GROUP BY component_type_id) r
  WHERE r.component_type_id = t.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION component_type_categories_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE component_types SET category_ids = '{}' WHERE category_ids <> '{}';
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER component_type_categories_insert AFTER INSERT ON "component_type_categories"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION component_type_categories_added();--> statement-breakpoint
CREATE TRIGGER component_type_categories_delete AFTER DELETE ON "component_type_categories"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION component_type_categories_removed();--> statement-breakpoint
-- An update is a removal of the old links, then an addition of the new ones (triggers fire in name order).
CREATE TRIGGER component_type_categories_update_1_removed AFTER UPDATE ON "component_type_categories"
REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION component_type_categories_removed();--> statement-breakpoint
CREATE TRIGGER component_type_categories_update_2_added AFTER UPDATE ON "component_type_categories"
REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION component_type_categories_added();--> statement-breakpoint
CREATE TRIGGER component_type_categories_truncate AFTER TRUNCATE ON "component_type_categories"
FOR EACH STATEMENT EXECUTE FUNCTION component_type_categories_cleared();--> statement-breakpoint
CREATE INDEX "component_types_browse" ON "component_types" USING gin ("search_text" gin_trgm_ops,"category_ids");
