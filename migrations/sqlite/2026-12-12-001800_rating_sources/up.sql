-- Where each official rating came from (checklist Q134): a list and the
-- rating of it ("FIDE 2026-12|effective-rapid"), "trf" for a TRF import, or
-- empty when it was typed by hand.
ALTER TABLE players ADD COLUMN fide_rating_source TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN national_rating_source TEXT NOT NULL DEFAULT '';
-- The FIDE lists a player's rating is taken from, in order (Q123-Q126),
-- as codes separated by commas. No row: FIDE's default for the event's kind.
-- `checks`: whether the players are checked against the FIDE list in force
-- before round 1 (Q138; on unless the arbiter switched it off).
CREATE TABLE list_sequences (
    tournament_id INTEGER PRIMARY KEY NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    lists TEXT NOT NULL,
    checks BOOLEAN NOT NULL DEFAULT TRUE
);
