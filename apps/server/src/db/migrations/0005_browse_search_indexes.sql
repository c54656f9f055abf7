DROP INDEX "component_types_name_trgm";--> statement-breakpoint
DROP INDEX "component_types_info_trgm";--> statement-breakpoint
CREATE INDEX "component_types_name_trgm" ON "component_types" USING gin (fold_case("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "component_types_info_trgm" ON "component_types" USING gin (fold_case(coalesce("info", '')) gin_trgm_ops);