-- An attempt being checked is not yet a failure: it holds a place under the
-- limit (settled = false) until its password is decided; a failure is then
-- settled, a success deleted. The sources (addresses) each account signed in
-- from: an owner at a known source is not slowed by strangers' guesses.
ALTER TABLE sign_in_attempts ADD COLUMN settled BOOLEAN NOT NULL DEFAULT 1;
CREATE TABLE known_sign_in_sources (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    address TEXT NOT NULL,
    last_at TIMESTAMP NOT NULL,
    PRIMARY KEY (user_id, address)
);
