DROP TABLE archived_tournaments;
ALTER TABLE audit_log DROP COLUMN event;
