CREATE TABLE games (
    id SERIAL PRIMARY KEY,
    tournament_id INTEGER NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    board_id INTEGER NOT NULL UNIQUE REFERENCES boards(id) ON DELETE CASCADE,
    start_fen TEXT NOT NULL,
    result TEXT NOT NULL,
    termination TEXT NOT NULL,
    version INTEGER NOT NULL
);

CREATE TABLE game_moves (
    id SERIAL PRIMARY KEY,
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    ply INTEGER NOT NULL,
    san TEXT NOT NULL,
    uci TEXT NOT NULL,
    entered_at TIMESTAMP NOT NULL,
    UNIQUE (game_id, ply)
);
