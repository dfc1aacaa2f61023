DROP TABLE audit_log;
DROP TABLE boards;
DROP TABLE rounds;
DROP TABLE players;
DROP TABLE tournament_arbiters;
DROP TABLE tournaments;
DROP TABLE users;
