DROP TABLE known_sign_in_sources;
ALTER TABLE sign_in_attempts DROP COLUMN settled;
