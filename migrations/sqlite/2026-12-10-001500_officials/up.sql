-- The event's officials as the rating report names them (TRF records 102
-- and 112: title, name and FIDE id of the chief arbiter and of each deputy
-- chief arbiter), typed by an arbiter: an official needs no account, and an
-- account's user name is not an official's name.
CREATE TABLE officials (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    chief BOOLEAN NOT NULL,
    name TEXT NOT NULL,
    PRIMARY KEY (tournament_id, position)
);
