-- Case-insensitive substring search compares fold_case(column) with a lower-cased LIKE pattern, backed by trigram
-- indexes on the same expression. It is lower() under a declared cost: lower() is priced like an operator, so on
-- a catalogue of ~10,000 types the planner chose a sequential scan calling it twice per row (7 ms) over the
-- trigram indexes (0.5 ms). plpgsql, because a SQL function would be inlined and lose the cost.
CREATE FUNCTION fold_case(text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 100
AS $$ BEGIN RETURN lower($1); END $$;
