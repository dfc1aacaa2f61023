ALTER TABLE tournaments DROP COLUMN tiebreak_edition;
