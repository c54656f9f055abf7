CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "component_type_categories" (
	"component_type_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "component_type_categories_component_type_id_category_id_pk" PRIMARY KEY("component_type_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "component_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"info" text,
	"location" varchar(200),
	"datasheet" varchar(1000),
	"wiki_link" varchar(1000),
	"manufacturer" varchar(200),
	"admin_comment" text,
	"status" smallint DEFAULT 0 NOT NULL,
	"image" "bytea",
	"image_etag" varchar(64),
	"esimage_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "components" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_type_id" integer NOT NULL,
	"component_number" integer NOT NULL,
	"serial_no" varchar(100),
	"status" smallint DEFAULT 0 NOT NULL,
	"admin_comment" text,
	"user_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_email" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"body" text NOT NULL,
	"status" smallint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"error_message" text
);
--> statement-breakpoint
CREATE TABLE "live_metrics" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"value" varchar(100) NOT NULL,
	"last_updated" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "loan_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"default_return_date" date
);
--> statement-breakpoint
CREATE TABLE "loaner_roles" (
	"loaner_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "loaner_roles_loaner_id_role_id_pk" PRIMARY KEY("loaner_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "loaners" (
	"id" serial PRIMARY KEY NOT NULL,
	"au_id" varchar(50) NOT NULL,
	"first_name" varchar(100) DEFAULT '' NOT NULL,
	"last_name" varchar(100) DEFAULT '' NOT NULL,
	"student_no" varchar(30),
	"staff_initials" varchar(30),
	"mobile_no" varchar(30),
	"email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"loaner_id" integer,
	"component_id" integer,
	"loan_date" timestamp with time zone DEFAULT now() NOT NULL,
	"return_date" date NOT NULL,
	"returned_at" timestamp with time zone,
	"returned_status" smallint,
	"is_email_sent" boolean DEFAULT false NOT NULL,
	"last_email_send" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"reservation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"loaner_id" integer NOT NULL,
	"component_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "component_type_categories" ADD CONSTRAINT "component_type_categories_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "component_type_categories" ADD CONSTRAINT "component_type_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "components" ADD CONSTRAINT "components_component_type_id_component_types_id_fk" FOREIGN KEY ("component_type_id") REFERENCES "public"."component_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_roles" ADD CONSTRAINT "loaner_roles_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loaner_roles" ADD CONSTRAINT "loaner_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_loaner_id_loaners_id_fk" FOREIGN KEY ("loaner_id") REFERENCES "public"."loaners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_component_id_components_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."components"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_name_lower_uq" ON "categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "component_type_categories_category" ON "component_type_categories" USING btree ("category_id","component_type_id");--> statement-breakpoint
CREATE INDEX "component_types_name_trgm" ON "component_types" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "component_types_info_trgm" ON "component_types" USING gin (lower(coalesce("info", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "component_types_name_id" ON "component_types" USING btree ("name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "components_type_number_uq" ON "components" USING btree ("component_type_id","component_number");--> statement-breakpoint
CREATE INDEX "components_type_status" ON "components" USING btree ("component_type_id","status");--> statement-breakpoint
CREATE INDEX "components_serial_trgm" ON "components" USING gin (lower(coalesce("serial_no", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "email_logs_sent_at" ON "email_logs" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "loaner_roles_role" ON "loaner_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loaners_au_id_uq" ON "loaners" USING btree ("au_id");--> statement-breakpoint
CREATE INDEX "loaners_search_trgm" ON "loaners" USING gin (lower("first_name" || ' ' || "last_name" || ' ' || "au_id" || ' ' || coalesce("email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "loans_active_component_uq" ON "loans" USING btree ("component_id") WHERE "loans"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "loans_active_loaner" ON "loans" USING btree ("loaner_id","return_date") WHERE "loans"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "loans_active_return_date" ON "loans" USING btree ("return_date") WHERE "loans"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "loans_component_history" ON "loans" USING btree ("component_id","loan_date");--> statement-breakpoint
CREATE INDEX "loans_loan_date" ON "loans" USING btree ("loan_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_component_uq" ON "reservations" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "reservations_loaner" ON "reservations" USING btree ("loaner_id");--> statement-breakpoint
CREATE INDEX "reservations_date" ON "reservations" USING btree ("reservation_date");
--> statement-breakpoint
INSERT INTO "roles" ("id", "name") VALUES (1, 'Loaner'), (2, 'Clerk'), (3, 'Admin');
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('roles', 'id'), 3);
--> statement-breakpoint
INSERT INTO "loan_settings" ("id", "default_return_date") VALUES (1, NULL);
