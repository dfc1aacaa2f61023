DROP TABLE revoked_sessions;
ALTER TABLE users DROP COLUMN disabled;
ALTER TABLE users DROP COLUMN session_generation;
