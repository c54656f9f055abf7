-- The Clerk's searches of reservations and active loans walk the loaners in id order beside their rows (a page's
-- loaners, a count's merge join) and check each loaner's lending search text: with the text in an index on the id,
-- the check reads the index alone instead of every loaner row (3,700 for a count at the bench's large lab).
CREATE INDEX "loaners_id_lending_search" ON "loaners" USING btree ("id","lending_search_text");
