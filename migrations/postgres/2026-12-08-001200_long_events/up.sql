-- Events lasting over 30 days (issue 54, checklist Q210-Q216): the flag,
-- whether the rating tie-breaks use each round's rating (by default the
-- first rating, as C.07 has it), and the ratings players get during such
-- an event, each in force from a round on.
ALTER TABLE tournaments ADD COLUMN long_event BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE tournaments ADD COLUMN ratings_each_round BOOLEAN NOT NULL DEFAULT FALSE;
CREATE TABLE player_ratings (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    from_round INTEGER NOT NULL,
    rating INTEGER NOT NULL,
    UNIQUE (player_id, from_round)
);
CREATE INDEX player_ratings_tournament ON player_ratings (tournament_id);
-- A double round robin plays the last two rounds of its first cycle in
-- reverse order unless the arbiter chose otherwise (checklist Q98).
ALTER TABLE tournaments ADD COLUMN rr_reverse_last_two BOOLEAN NOT NULL DEFAULT TRUE;
