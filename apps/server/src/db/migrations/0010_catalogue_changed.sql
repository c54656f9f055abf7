-- Every change to the catalogue's component types (their names, descriptions, categories via category_ids, rows
-- added or deleted) is announced on the channel catalogue_changed, at commit, to every connection that listens.
-- The server's browse cache listens on all of its connections and forgets what it remembered (db/change-feed.ts).
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER component_types_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "component_types"
FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
