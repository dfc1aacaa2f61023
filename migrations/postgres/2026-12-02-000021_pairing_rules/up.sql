-- What an organiser adds to the pairing rules of a Swiss event (issue 21):
-- the acceleration (none or the Baku method of C.04.7, with the last player
-- of its group A fixed before round 1), virtual points entered by hand per
-- group of pairing numbers and rounds (tenths of a point), and prohibited
-- pairings per range of rounds: chosen players, or one rule (same club,
-- same federation) expanded to groups when a round is paired.
CREATE TABLE pairing_settings (
    tournament_id INTEGER PRIMARY KEY NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    acceleration TEXT NOT NULL,
    baku_last_player_id INTEGER REFERENCES players(id) ON DELETE SET NULL
);
CREATE TABLE virtual_points (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    points INTEGER NOT NULL,
    first_round INTEGER NOT NULL,
    last_round INTEGER NOT NULL,
    first_player INTEGER NOT NULL,
    last_player INTEGER NOT NULL
);
CREATE INDEX virtual_points_tournament ON virtual_points (tournament_id);
CREATE TABLE prohibited_pairings (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    first_round INTEGER NOT NULL,
    last_round INTEGER NOT NULL,
    rule TEXT NOT NULL
);
CREATE INDEX prohibited_pairings_tournament ON prohibited_pairings (tournament_id);
CREATE TABLE prohibited_pairing_players (
    prohibition_id INTEGER NOT NULL REFERENCES prohibited_pairings(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    PRIMARY KEY (prohibition_id, player_id)
);
CREATE INDEX prohibited_pairing_players_player ON prohibited_pairing_players (player_id);
