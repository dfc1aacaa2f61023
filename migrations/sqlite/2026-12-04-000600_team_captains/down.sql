DROP INDEX teams_captain_token;
ALTER TABLE teams DROP COLUMN captain_token;
ALTER TABLE team_settings DROP COLUMN captains_line_ups;
