DROP INDEX "extension_requests_status";--> statement-breakpoint
ALTER TABLE "extension_requests" ADD COLUMN "lapsed_at" timestamp with time zone;--> statement-breakpoint
-- A request still Pending whose loan was handed in before this migration lapsed at that hand-in.
UPDATE "extension_requests" SET "lapsed_at" = "loans"."returned_at" FROM "loans"
  WHERE "loans"."id" = "extension_requests"."loan_id" AND "extension_requests"."status" = 'Pending'
    AND "loans"."returned_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "extension_requests_listed" ON "extension_requests" USING btree ("status","id") WHERE "extension_requests"."lapsed_at" is null;
