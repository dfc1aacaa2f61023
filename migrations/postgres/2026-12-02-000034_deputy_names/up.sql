-- The deputies a chief arbiter named, as typed, whether or not an account of
-- that name exists yet: the tournament page lists these names, so adding a
-- deputy tells nothing about which accounts exist. A named deputy whose
-- account is created later becomes an arbiter of the tournament then.
CREATE TABLE deputy_names (
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    username TEXT NOT NULL,
    PRIMARY KEY (tournament_id, username)
);
INSERT INTO deputy_names (tournament_id, username)
    SELECT a.tournament_id, u.username FROM tournament_arbiters a JOIN users u ON u.id = a.user_id WHERE NOT a.chief;
