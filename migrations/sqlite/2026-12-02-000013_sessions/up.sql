-- Sessions that can be ended. A signed-in cookie names the account's session
-- generation when it was issued; logging out everywhere, changing the
-- password or the role, and disabling the account bump it, so every older
-- cookie stops working. A single session that was logged out is listed in
-- revoked_sessions until it would have expired anyway.
ALTER TABLE users ADD COLUMN session_generation INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN disabled BOOLEAN NOT NULL DEFAULT FALSE;
CREATE TABLE revoked_sessions (
    session_id TEXT PRIMARY KEY NOT NULL,
    expires_at TIMESTAMP NOT NULL
);
CREATE INDEX revoked_sessions_expires_at ON revoked_sessions (expires_at);
