-- A typed change (JSON), worded when shown; NULL for entries written before.
ALTER TABLE audit_log ADD COLUMN event TEXT;

-- Archived tournaments: hidden from the public list and read-only.
CREATE TABLE archived_tournaments (
    tournament_id INTEGER PRIMARY KEY NOT NULL REFERENCES tournaments(id) ON DELETE CASCADE,
    archived_at TIMESTAMP NOT NULL
);
