-- The fingerprint that every request of a cached public page reads
-- (db::tournaments::fingerprint: the count, versions and ids of an event's
-- boards and players), read from these indexes alone instead of from every
-- row of a 500-player event's 3,000 boards (issue 38).
CREATE INDEX boards_fingerprint ON boards (tournament_id, version, id);
CREATE INDEX players_fingerprint ON players (tournament_id, version, id);
