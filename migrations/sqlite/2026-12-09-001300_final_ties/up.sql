-- Ties left after the whole tie-break list (C.07 4.2, checklist Q203-Q207):
-- whether they stand or are separated by a drawing of lots (its seed is
-- the tournament's id and creation time), the places the arbiter
-- gives by hand within a tie, and the values of the EXT tie-break the
-- arbiter enters (in hundredths).
ALTER TABLE tournaments ADD COLUMN final_ties TEXT NOT NULL DEFAULT 'shared';
ALTER TABLE players ADD COLUMN tie_place INTEGER;
ALTER TABLE players ADD COLUMN external_tiebreak INTEGER;
