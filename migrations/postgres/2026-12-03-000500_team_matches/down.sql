ALTER TABLE team_settings DROP COLUMN tiebreaks;
DROP TABLE line_ups;
DROP TABLE team_matches;
