DROP INDEX "loans_active_return_date";--> statement-breakpoint
DROP INDEX "reservations_date";--> statement-breakpoint
CREATE INDEX "loans_active_return_date" ON "loans" USING btree ("return_date","id") WHERE "loans"."returned_at" is null;--> statement-breakpoint
CREATE INDEX "reservations_date" ON "reservations" USING btree ("reservation_date","id");