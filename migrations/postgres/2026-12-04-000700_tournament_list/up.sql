-- The tournament list, paginated and searched in SQL (issue 38).
-- name_key and place_key: the name and place folded for searching (lower
-- case, ё as е), written by the app with the name; filled here, then
-- completed by the app after migrating.
ALTER TABLE tournaments ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE tournaments ADD COLUMN place_key TEXT NOT NULL DEFAULT '';
UPDATE tournaments SET name_key = lower(name), place_key = lower(place);
CREATE INDEX tournaments_listed ON tournaments (start_date, id);
CREATE INDEX tournaments_federation ON tournaments (federation);

-- One number raised by every change the list shows (an event created,
-- edited, removed or archived; its players counted; a round paired or a
-- result in): the list's cached pages are kept while it is unchanged.
-- The triggers are deferred to the commit, so the one row is locked last
-- and only for the end of a transaction: writers of different events wait
-- on it briefly, and never in a cycle with the events' own row locks.
CREATE TABLE list_changes (
    id INTEGER PRIMARY KEY NOT NULL,
    stamp BIGINT NOT NULL
);
INSERT INTO list_changes (id, stamp) VALUES (1, 0);

CREATE FUNCTION list_changes_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE list_changes SET stamp = stamp + 1;
    RETURN NULL;
END
$$;

CREATE CONSTRAINT TRIGGER list_changes_tournaments
AFTER INSERT OR DELETE OR UPDATE OF name, place, federation, start_date, end_date, system, rounds, paired_rounds
ON tournaments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION list_changes_bump();
CREATE CONSTRAINT TRIGGER list_changes_archive
AFTER INSERT OR DELETE ON archived_tournaments
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION list_changes_bump();
CREATE CONSTRAINT TRIGGER list_changes_players
AFTER INSERT OR DELETE ON players
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION list_changes_bump();
CREATE CONSTRAINT TRIGGER list_changes_boards
AFTER INSERT OR DELETE OR UPDATE OF round, black_id, result ON boards
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION list_changes_bump();
