-- The Clerk's search of active loans looks in one stored, lower-cased text of the loaner (AU id, "first last", then
-- the student number, apart by a unit separator), as the search of reservations does: one LIKE instead of two, and
-- its page checks each loaner's text from an index on the loaner's id alone instead of reading the loaner's row.
-- The student numbers' own index served only that search.
DROP INDEX "loaners_student_no_trgm";--> statement-breakpoint
ALTER TABLE "loaners" ADD COLUMN "loan_search_text" text GENERATED ALWAYS AS (lower(au_id) || chr(31) || lower(first_name || ' ' || last_name) || chr(31) || lower(coalesce(student_no, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "loaners_loan_search" ON "loaners" USING gin ("loan_search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "loaners_id_loan_search" ON "loaners" USING btree ("id","loan_search_text");