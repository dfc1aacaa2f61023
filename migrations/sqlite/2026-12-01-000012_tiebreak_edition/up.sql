-- The edition of FIDE C.07 the chief arbiter chose for the tie-breaks:
-- '2024' or '2026', or empty for the one in force on the start date.
ALTER TABLE tournaments ADD COLUMN tiebreak_edition TEXT NOT NULL DEFAULT '';
