ALTER TABLE players DROP COLUMN external_tiebreak;
ALTER TABLE players DROP COLUMN tie_place;
ALTER TABLE tournaments DROP COLUMN final_ties;
