ALTER TABLE "loaner_roles" ADD COLUMN "by_hand" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "loaner_roles" ADD COLUMN "from_organisation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loaner_roles" ADD CONSTRAINT "loaner_roles_given" CHECK ("loaner_roles"."by_hand" or "loaner_roles"."from_organisation");