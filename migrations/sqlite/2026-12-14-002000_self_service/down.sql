DROP TABLE entries;
DROP TABLE result_reports;
DROP TABLE check_ins;
DROP TABLE player_requests;
DROP TABLE player_contacts;
DROP TABLE player_links;
DROP TABLE self_service;
