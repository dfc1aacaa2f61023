CREATE TABLE game_events (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    board_id INTEGER NOT NULL REFERENCES boards(id) ON DELETE CASCADE,
    at TIMESTAMP NOT NULL,
    kind TEXT NOT NULL,
    data TEXT NOT NULL,
    recorded_by INTEGER REFERENCES users(id)
);
CREATE INDEX game_events_board ON game_events (board_id, at);
ALTER TABLE tournaments ADD COLUMN game_mode TEXT NOT NULL DEFAULT '';
