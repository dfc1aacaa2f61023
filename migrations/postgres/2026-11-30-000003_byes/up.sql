CREATE TABLE bye_requests (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    kind TEXT NOT NULL,
    UNIQUE (player_id, round)
);
