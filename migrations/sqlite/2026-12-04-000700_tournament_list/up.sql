-- The tournament list, paginated and searched in SQL (issue 38).
-- name_key and place_key: the name and place folded for searching (lower
-- case, ё as е), written by the app with the name; filled here as SQLite can
-- (ASCII), then completed by the app after migrating.
ALTER TABLE tournaments ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN place_key TEXT NOT NULL DEFAULT '';
UPDATE tournaments SET name_key = lower(name), place_key = lower(place);
CREATE INDEX tournaments_listed ON tournaments (start_date, id);
CREATE INDEX tournaments_federation ON tournaments (federation);

-- One number raised by every change the list shows (an event created,
-- edited, removed or archived; its players counted; a round paired or a
-- result in): the list's cached pages are kept while it is unchanged.
-- SQLite has a single writer, so row triggers cost no waiting.
CREATE TABLE list_changes (
    id INTEGER PRIMARY KEY NOT NULL,
    stamp BIGINT NOT NULL
);
INSERT INTO list_changes (id, stamp) VALUES (1, 0);

CREATE TRIGGER list_changes_tournament_insert AFTER INSERT ON tournaments
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_tournament_update
AFTER UPDATE OF name, place, federation, start_date, end_date, system, rounds, paired_rounds ON tournaments
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_tournament_delete AFTER DELETE ON tournaments
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_archive_insert AFTER INSERT ON archived_tournaments
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_archive_delete AFTER DELETE ON archived_tournaments
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_player_insert AFTER INSERT ON players
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_player_delete AFTER DELETE ON players
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_board_insert AFTER INSERT ON boards
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_board_update AFTER UPDATE OF round, black_id, result ON boards
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
CREATE TRIGGER list_changes_board_delete AFTER DELETE ON boards
BEGIN UPDATE list_changes SET stamp = stamp + 1; END;
