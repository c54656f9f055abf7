-- The Admin's search of users looks in one stored, lower-cased text (names, AU id, e-mail, then the student number
-- behind a unit separator) under one trigram index: no lower() of four columns per candidate row, and one LIKE
-- instead of two. The student numbers keep their own index for the Clerk's search of active loans.
DROP INDEX "loaners_search_trgm";--> statement-breakpoint
ALTER TABLE "loaners" ADD COLUMN "user_search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || au_id || ' ' || coalesce(email, '')) || chr(31) || lower(coalesce(student_no, ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "loaners_user_search" ON "loaners" USING gin ("user_search_text" gin_trgm_ops);