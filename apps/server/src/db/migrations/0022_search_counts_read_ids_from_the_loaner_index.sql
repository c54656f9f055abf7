-- A search of the Clerk's reservations counts its matches by the loaners' ids: with each reservation's id in the
-- loaner index, the count reads the index alone instead of visiting 1,600 reservations at the bench's large lab.
DROP INDEX "reservations_loaner";--> statement-breakpoint
CREATE INDEX "reservations_loaner" ON "reservations" USING btree ("loaner_id","id");
