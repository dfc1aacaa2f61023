-- Issue 56: the short reason an arbiter may give when refusing a player's
-- request or an online entry ('' when none); the player sees it on their
-- own page, the entrant on the entry's page.
ALTER TABLE player_requests ADD COLUMN reason TEXT NOT NULL DEFAULT '';
ALTER TABLE entries ADD COLUMN reason TEXT NOT NULL DEFAULT '';
