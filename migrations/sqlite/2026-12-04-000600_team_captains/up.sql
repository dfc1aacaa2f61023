-- Captains enter their own team's line-up (issue 36, item 3): whether the
-- event allows it (off by default), and each team's captain link, a random
-- secret (none until one is made; unique among all teams).
ALTER TABLE team_settings ADD COLUMN captains_line_ups BOOLEAN NOT NULL DEFAULT 0;
ALTER TABLE teams ADD COLUMN captain_token TEXT;
CREATE UNIQUE INDEX teams_captain_token ON teams (captain_token);
