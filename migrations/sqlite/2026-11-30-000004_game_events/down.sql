DROP TABLE game_events;
ALTER TABLE tournaments DROP COLUMN game_mode;
