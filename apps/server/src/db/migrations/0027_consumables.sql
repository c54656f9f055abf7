-- Consumables (LAB.md "Consumables", decision 052): a type is lent (Unit) or consumed; a consumable's stock is the sum of
-- its immutable movements, kept beside it on the type row under the type's lock. And the lab's own settings.
CREATE TABLE "lab_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" varchar(200) DEFAULT 'the electronics lab' NOT NULL,
	"notice_email" varchar(320)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_type_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"quantity" integer NOT NULL,
	"quantity_after" integer NOT NULL,
	"loaner_id" integer,
	"actor_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_kind" CHECK ("stock_movements"."kind" in ('Receive', 'Issue', 'Count')),
	CONSTRAINT "stock_movements_after_not_negative" CHECK ("stock_movements"."quantity_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "kind" varchar(20) DEFAULT 'Unit' NOT NULL;--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "stock_unit" varchar(20);--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "quantity_in_stock" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "reorder_level" integer;--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "reorder_quantity" integer;--> statement-breakpoint
ALTER TABLE "component_types" ADD COLUMN "self_service" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_loaners_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_type_created" ON "stock_movements" USING btree ("component_type_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_movements_created" ON "stock_movements" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_loaner" ON "stock_movements" USING btree ("loaner_id","created_at") WHERE "stock_movements"."loaner_id" is not null;--> statement-breakpoint
CREATE INDEX "component_types_low_stock" ON "component_types" USING btree ("name","id") WHERE "component_types"."kind" = 'Consumable' and "component_types"."quantity_in_stock" <= "component_types"."reorder_level";--> statement-breakpoint
ALTER TABLE "component_types" ADD CONSTRAINT "component_types_kind" CHECK ("component_types"."kind" in ('Unit', 'Consumable'));--> statement-breakpoint
ALTER TABLE "component_types" ADD CONSTRAINT "component_types_stock_not_negative" CHECK ("component_types"."quantity_in_stock" >= 0);--> statement-breakpoint
ALTER TABLE "component_types" ADD CONSTRAINT "component_types_reorder_not_negative" CHECK (coalesce("component_types"."reorder_level", 0) >= 0 and coalesce("component_types"."reorder_quantity", 0) >= 0);