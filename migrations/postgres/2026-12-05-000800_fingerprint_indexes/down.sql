DROP INDEX players_fingerprint;
DROP INDEX boards_fingerprint;
