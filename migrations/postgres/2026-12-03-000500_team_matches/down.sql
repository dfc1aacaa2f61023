DROP TABLE line_ups;
DROP TABLE team_matches;
