CREATE TABLE "activity_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" varchar(40) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(201),
	"actor_au_id" varchar(50),
	"loaner_id" integer,
	"loaner_name" varchar(201),
	"loaner_au_id" varchar(50),
	"component_id" integer,
	"component_type_id" integer,
	"loan_id" integer,
	"reservation_id" integer,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "activity_log_at" ON "activity_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "activity_log_actor" ON "activity_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_loaner" ON "activity_log" USING btree ("loaner_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_component" ON "activity_log" USING btree ("component_id","at");--> statement-breakpoint
CREATE INDEX "activity_log_component_type" ON "activity_log" USING btree ("component_type_id","at");--> statement-breakpoint
CREATE INDEX "loans_returned_by_loaner" ON "loans" USING btree ("loaner_id","returned_at") WHERE "loans"."returned_at" is not null;