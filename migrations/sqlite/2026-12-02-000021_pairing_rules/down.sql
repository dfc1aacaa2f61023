DROP TABLE prohibited_pairing_players;
DROP TABLE prohibited_pairings;
DROP TABLE virtual_points;
DROP TABLE pairing_settings;
