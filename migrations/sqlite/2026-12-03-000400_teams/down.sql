DROP TABLE team_members;
DROP TABLE teams;
DROP TABLE team_settings;
