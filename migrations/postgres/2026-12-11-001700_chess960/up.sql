-- The variant an event is played in (checklist Q222). A row with chess960
-- set: a Chess960 event (FIDE Laws, Guidelines II), each round's start
-- position drawn from the tournament's seed. No row: the usual game.
CREATE TABLE variants (
    tournament_id INTEGER PRIMARY KEY NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    chess960 BOOLEAN NOT NULL DEFAULT FALSE
);
