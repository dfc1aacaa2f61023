-- Sign-in attempts counted by the throttle, shared by every instance on this
-- database. An attempt is written before its password is checked (so that
-- concurrent attempts cannot pass the limit together) and deleted when it
-- succeeds: what remains are failures. Rows older than the window go.
CREATE TABLE sign_in_attempts (
    id INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL,
    scope TEXT NOT NULL,
    key TEXT NOT NULL,
    at TIMESTAMP NOT NULL
);
CREATE INDEX sign_in_attempts_key ON sign_in_attempts (scope, key, at);
CREATE INDEX sign_in_attempts_at ON sign_in_attempts (at);
