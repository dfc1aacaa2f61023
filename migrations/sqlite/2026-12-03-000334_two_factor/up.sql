-- Two-step sign-in: an account's one-time-code secret (base32) and the
-- last time step whose code it accepted (never accepted again); its
-- recovery codes, stored as SHA-256 hashes and deleted when used; and the
-- site's settings (whether admins and chief arbiters must use two-step sign-in).
CREATE TABLE two_factor (
    user_id INTEGER PRIMARY KEY NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    secret TEXT NOT NULL,
    last_step BIGINT NOT NULL,
    enabled_at TIMESTAMP NOT NULL
);
CREATE TABLE recovery_codes (
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    PRIMARY KEY (user_id, code_hash)
);
CREATE TABLE settings (
    name TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
);
